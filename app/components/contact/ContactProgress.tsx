import { useTranslation } from "react-i18next";

const STEPS = ["step1", "step2", "step3"] as const;

/** SPEC §2, §4: the contact form's three steps, the current one marked for screen readers too. */
export function ContactProgress({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation("contact");
  return (
    <nav aria-label={t("progress.label")}>
      <ol className="contact-progress">
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index + 1 === current ? "step" : undefined}
            className={index + 1 === current ? "contact-progress__current" : undefined}
          >
            {t(`progress.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
