import type { CountryCode } from "./countries";
import { FIELD_RULES, isValidPostalCode, STREET_NUMBER_RULE } from "./validation";
import { z } from "./zod";

/**
 * The account forms of SPEC §5 as zod schemas, shared by the server actions and the browser's
 * validation (conform). Messages are keys of the `account` namespace's `errors`.
 * SPEC's default rule "required, min 3 characters" is not applied to names, streets or cities:
 * real ones can be shorter ("Li", "Ry", "Å").
 */
const text = (max: number = FIELD_RULES.maxTextLength) =>
  z.string({ error: "errors.required" }).trim().min(1, "errors.required").max(max, "errors.tooLong");
const optionalText = () => text().optional();
const email = () =>
  z
    .email({ error: (issue) => (issue.input === undefined ? "errors.required" : "errors.email") })
    .max(254, "errors.tooLong");
const newPassword = () =>
  z
    .string({ error: "errors.required" })
    .min(FIELD_RULES.passwordMinLength, "errors.passwordLength")
    .max(FIELD_RULES.maxPasswordLength, "errors.tooLong")
    .regex(FIELD_RULES.password, "errors.passwordRule");

/** A new password typed twice; the repetition must match. */
const withConfirmation = <T extends z.ZodRawShape>(shape: T, passwordField: "password" | "newPassword") =>
  z.object({ ...shape, passwordConfirm: z.string({ error: "errors.required" }) }).refine(
    (v) => {
      const value = v as Record<string, unknown>;
      return value[passwordField] === value.passwordConfirm;
    },
    {
      message: "errors.passwordMismatch",
      path: ["passwordConfirm"],
    },
  );

export const loginForm = z.object({
  email: email(),
  // Only presence: the rules apply to new passwords, not to what an older account may have.
  password: z.string({ error: "errors.required" }).max(FIELD_RULES.maxPasswordLength, "errors.tooLong"),
  redirectTo: z.string().max(2048).optional(),
});

export const registrationForm = withConfirmation(
  { firstName: text(), lastName: text(), email: email(), password: newPassword() },
  "password",
);

export const profileForm = z.object({ firstName: text(), lastName: text(), email: email() });

export const passwordChangeForm = withConfirmation(
  { currentPassword: z.string({ error: "errors.required" }), newPassword: newPassword() },
  "newPassword",
);

export const passwordResetRequestForm = z.object({ email: email() });

export const passwordResetForm = withConfirmation(
  { token: z.string({ error: "errors.required" }).max(512), newPassword: newPassword() },
  "newPassword",
);

/** An address of the customer's address book, checked against the country's rules (SPEC §5). */
export function addressForm(country: CountryCode) {
  return z.object({
    firstName: text(),
    lastName: text(),
    company: optionalText(),
    streetName: text(),
    streetNumber: text(20).refine(
      (value) =>
        STREET_NUMBER_RULE.exemptCountries.includes(country) ||
        STREET_NUMBER_RULE.mustContainDigit.test(value),
      "errors.streetNumber",
    ),
    additionalAddressInfo: optionalText(),
    postalCode: text(12).refine((value) => isValidPostalCode(country, value), "errors.postalCode"),
    city: text(),
    phone: z.string().trim().regex(FIELD_RULES.phone, "errors.phone").optional(),
    makeDefault: z.literal("on").optional(),
  });
}
export type AddressFormValue = z.infer<ReturnType<typeof addressForm>>;
