/**
 * A required choice of one option as radio buttons in a fieldset (the contact form's reason and
 * subreason, SPEC §3): a plain GET form control that works without JavaScript. `error` is shown
 * under the legend and tied to the group for screen readers ('This field is not correct.', SPEC §5).
 */
export function ChoiceFieldset({
  name,
  legend,
  options,
  selected,
  error,
}: {
  name: string;
  legend: string;
  options: { key: string; label: string }[];
  selected?: string;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={error ? "contact-choice field--invalid" : "contact-choice"}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <ul className="contact-choice__list">
        {options.map((option) => (
          <li key={option.key}>
            <label>
              <input
                type="radio"
                name={name}
                value={option.key}
                defaultChecked={option.key === selected}
                aria-invalid={error ? true : undefined}
              />{" "}
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
