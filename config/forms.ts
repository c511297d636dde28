import { CLIENT_TYPES } from "./client-state";
import type { CountryCode } from "./countries";
import { REVIEW_LIMITS } from "./limits";
import { PAYMENT_KINDS } from "./payments";
import { FIELD_RULES, isValidPostalCode, STREET_NUMBER_RULE } from "./validation";
import * as z from "./zod-mini";

/**
 * The account forms of SPEC §5 as zod schemas, shared by the server actions and the browser's
 * validation (conform). Messages are keys of the `account` namespace's `errors`.
 * SPEC's default rule "required, min 3 characters" is not applied to names, streets or cities:
 * real ones can be shorter ("Li", "Ry", "Å").
 */
const text = (max: number = FIELD_RULES.maxTextLength) =>
  z
    .string({ error: "errors.required" })
    .check(z.trim(), z.minLength(1, "errors.required"), z.maxLength(max, "errors.tooLong"));
const optionalText = () => z.optional(text());
const email = () =>
  z
    .email({ error: (issue) => (issue.input === undefined ? "errors.required" : "errors.email") })
    .check(z.maxLength(254, "errors.tooLong"));
const newPassword = () =>
  z
    .string({ error: "errors.required" })
    .check(
      z.minLength(FIELD_RULES.passwordMinLength, "errors.passwordLength"),
      z.maxLength(FIELD_RULES.maxPasswordLength, "errors.tooLong"),
      z.regex(FIELD_RULES.password, "errors.passwordRule"),
    );

/** A new password typed twice; the repetition must match. */
const withConfirmation = <T extends z.core.$ZodShape>(shape: T, passwordField: "password" | "newPassword") =>
  z.object({ ...shape, passwordConfirm: z.string({ error: "errors.required" }) }).check(
    z.refine(
      (v) => {
        const value = v as Record<string, unknown>;
        return value[passwordField] === value.passwordConfirm;
      },
      {
        message: "errors.passwordMismatch",
        path: ["passwordConfirm"],
      },
    ),
  );

export const loginForm = z.object({
  email: email(),
  // Only presence: the rules apply to new passwords, not to what an older account may have.
  password: z
    .string({ error: "errors.required" })
    .check(z.maxLength(FIELD_RULES.maxPasswordLength, "errors.tooLong")),
  redirectTo: z.optional(z.string().check(z.maxLength(FIELD_RULES.maxRedirectLength))),
});

export const registrationForm = withConfirmation(
  {
    firstName: text(),
    lastName: text(),
    email: email(),
    password: newPassword(),
    /**
     * The newsletter box, offered unticked where SPEC §9 makes the newsletter optional (HU, PL;
     * docs/decisions/0068): ticked, a double opt-in sign-up follows; elsewhere it is not offered. Any
     * other value than a browser's "on" counts as unticked.
     */
    newsletter: z.catch(z.optional(z.literal("on")), undefined),
  },
  "password",
);

/**
 * The personal details. The current password is optional here: only a change of the e-mail (what
 * signs the customer in) needs it, which the server decides against the customer's e-mail.
 */
export const profileForm = z.object({
  firstName: text(),
  lastName: text(),
  email: email(),
  currentPassword: z.optional(z.string().check(z.maxLength(FIELD_RULES.maxPasswordLength, "errors.tooLong"))),
});

export const passwordChangeForm = withConfirmation(
  { currentPassword: z.string({ error: "errors.required" }), newPassword: newPassword() },
  "newPassword",
);

export const passwordResetRequestForm = z.object({ email: email() });

export const passwordResetForm = withConfirmation(
  { token: z.string({ error: "errors.required" }).check(z.maxLength(512)), newPassword: newPassword() },
  "newPassword",
);

/** The fields of an address, checked against the country's rules (SPEC §5). */
function addressFields(country: CountryCode) {
  return z.object({
    firstName: text(),
    lastName: text(),
    company: optionalText(),
    streetName: text(),
    streetNumber: text(20).check(
      z.refine(
        (value) =>
          STREET_NUMBER_RULE.exemptCountries.includes(country) ||
          STREET_NUMBER_RULE.mustContainDigit.test(value),
        "errors.streetNumber",
      ),
    ),
    additionalAddressInfo: optionalText(),
    postalCode: text(12).check(z.refine((value) => isValidPostalCode(country, value), "errors.postalCode")),
    city: text(),
    phone: z.optional(z.string().check(z.trim(), z.regex(FIELD_RULES.phone, "errors.phone"))),
  });
}

/** An address of the customer's address book. */
export function addressForm(country: CountryCode) {
  return z.extend(addressFields(country), { makeDefault: z.optional(z.literal("on")) });
}
export type AddressFormValue = z.infer<ReturnType<typeof addressForm>>;

const checked = () => z.optional(z.literal("on"));

/**
 * The shipping address's fields as posted, minus the empty ones. The form posts every field of the
 * block, an empty optional one as "" (address line 2, phone); conform turns "" into "not given" only
 * for fields the schema names, and `shipping` is a free record checked below, so "" reached the
 * optional fields' rules and failed them ("required", "phone").
 */
const filledIn = (shipping: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(shipping ?? {}).filter(([, field]) => field !== ""));

/**
 * The checkout's addresses step (SPEC §4 "Addresses", §5 "Address submit"): the e-mail of a guest,
 * private or company buyer, the billing address (company name required for a company, VAT ID
 * optional), and a shipping address that is the billing one unless the shopper gives another.
 * Addresses are of the market's country: each country's shop ships within it.
 */
export function checkoutAddressForm(country: CountryCode, { guest }: { guest: boolean }) {
  const address = addressFields(country);
  return z
    .object({
      email: guest ? email() : z.optional(z.string()),
      clientType: z.enum(CLIENT_TYPES, { error: "errors.required" }),
      billing: z.extend(address, {
        vatId: z.optional(
          z.string().check(z.trim(), z.maxLength(FIELD_RULES.maxVatIdLength, "errors.tooLong")),
        ),
      }),
      // "saved": an address of the customer's book (config/address-choices.ts, decision 0033).
      shippingType: z._default(z.enum(["same", "different", "saved"]), "same"),
      // Checked below, only when the shopper ships elsewhere.
      shipping: z.optional(z.record(z.string(), z.unknown())),
      saveBilling: checked(),
      saveShipping: checked(),
      /** SPEC §3 cart field: the shopper agreed to be sent e-mails (unticked unless they tick it). */
      emailConsent: checked(),
      /**
       * The VAT ID whose issue the shopper read and goes on with, for a gross invoice (SPEC §8
       * 'Continue with Purchase'). The button carries the ID: Enter in a corrected VAT field submits
       * with this first button too, and a different ID is checked instead of continued.
       */
      vatContinue: z.optional(
        z.string().check(z.trim(), z.maxLength(FIELD_RULES.maxVatIdLength, "errors.tooLong")),
      ),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.clientType === "company" && !value.billing.company)
          ctx.addIssue({ code: "custom", path: ["billing", "company"], message: "errors.companyRequired" });
        if (value.shippingType === "same") return;
        const shipping = address.safeParse(filledIn(value.shipping));
        if (!shipping.success)
          for (const issue of shipping.error.issues)
            ctx.addIssue({ code: "custom", path: ["shipping", ...issue.path], message: issue.message });
      }),
    );
}
export type CheckoutAddressValue = z.infer<ReturnType<typeof checkoutAddressForm>>;
export type AddressFieldsValue = z.infer<ReturnType<typeof addressFields>>;
/** Parses a shipping address that checkoutAddressForm has already checked. */
export const shippingAddressOf = (country: CountryCode, value: CheckoutAddressValue) =>
  addressFields(country).parse(filledIn(value.shipping));

/** The payment step: the payment kind chosen (SPEC §3 "Payment kinds"). */
export const paymentForm = z.object({
  payment: z.enum(PAYMENT_KINDS, { error: "errors.paymentRequired" }),
  /**
   * "place" orders; "choose" only keeps the kind on the cart (SPEC §3 calculatedCodFee while cash
   * on delivery is chosen), so the summary shows the fee and its VAT before the order is placed.
   * "dropin" (with JavaScript, card only) asks for the Drop-in's session instead of the hosted page.
   */
  intent: z._default(z.enum(["place", "choose", "dropin"]), "place"),
});

/**
 * A review of a purchased product (SPEC §3 "Review", §5 review consent): a rating of 1 to 5, a title,
 * the text and the name it is shown under; where the country asks for review consent (CZ) the box
 * must be ticked. Messages are keys of the `product` namespace, where the form lives.
 */
function buildReviewForm(consentRequired: boolean) {
  const reviewText = (max: number) =>
    z
      .string({ error: "reviews.errors.required" })
      .check(z.trim(), z.minLength(1, "reviews.errors.required"), z.maxLength(max, "reviews.errors.tooLong"));
  return z.object({
    rating: z.coerce
      .number({ error: "reviews.errors.rating" })
      .check(
        z.int("reviews.errors.rating"),
        z.minimum(1, "reviews.errors.rating"),
        z.maximum(5, "reviews.errors.rating"),
      ),
    title: reviewText(REVIEW_LIMITS.title),
    text: reviewText(REVIEW_LIMITS.text),
    authorName: reviewText(REVIEW_LIMITS.author),
    consent: consentRequired
      ? z.literal("on", { error: "reviews.errors.consent" })
      : z.optional(z.literal("on")),
  });
}
/** The two review schemas, each built once: every product page renders the form (decision 0070). */
const reviewForms = new Map<boolean, ReturnType<typeof buildReviewForm>>();

export function reviewForm({ consentRequired }: { consentRequired: boolean }) {
  let schema = reviewForms.get(consentRequired);
  if (!schema) {
    schema = buildReviewForm(consentRequired);
    reviewForms.set(consentRequired, schema);
  }
  return schema;
}
export type ReviewValue = z.infer<ReturnType<typeof reviewForm>>;
