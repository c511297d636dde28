import { describe, expect, it } from "vitest";
import {
  COUNTRY_CODES,
  EXTERNAL_LINKS,
  externalLinksOf,
  isSwitchOn,
  NEWSLETTER,
  newsletterCollapsed,
  newsletterShownOn,
  SOCIAL_NETWORKS,
} from ".";
import { newsletterForm } from "./newsletter-form";

const urlsOf = (cc: (typeof COUNTRY_CODES)[number]) => {
  const links = externalLinksOf(cc);
  return [
    links.returnsPortal,
    links.jobs,
    ...Object.values(links.social),
    ...(links.trustRating ? [links.trustRating.profileUrl] : []),
  ];
};

describe("SPEC §2 footer links to other sites, per country", () => {
  it("gives every country a returns portal, jobs and the five social links, all https", () => {
    for (const cc of COUNTRY_CODES) {
      expect(Object.keys(externalLinksOf(cc).social)).toEqual([...SOCIAL_NETWORKS]);
      for (const url of urlsOf(cc)) expect(new URL(url).protocol, `${cc} ${url}`).toBe("https:");
    }
    expect(externalLinksOf("de").returnsPortal).toBe("https://returns.proequip.de/");
    expect(externalLinksOf("pl").social.youtube).toBe("https://www.youtube.com/@proequippl");
  });

  it("has a trust-rating profile exactly where the new trust features are on (DE, PL)", () => {
    const withProfile = COUNTRY_CODES.filter((cc) => EXTERNAL_LINKS[cc].trustRating).sort();
    expect(withProfile).toEqual(["de", "pl"]);
    expect(withProfile).toEqual(COUNTRY_CODES.filter((cc) => isSwitchOn("newTrustFeatures", cc)).sort());
    expect(externalLinksOf("de").trustRating?.profileUrl).toBe(
      "https://www.trustpilot.com/review/proequip.de",
    );
  });
});

describe("newsletter sign-up config (SPEC §2, §9)", () => {
  it("folds the block where the newsletter is optional (HU, PL) only", () => {
    expect(COUNTRY_CODES.filter(newsletterCollapsed).sort()).toEqual(["hu", "pl"]);
  });

  it("leaves the block off pages that are a form for the visitor's e-mail, and its own page", () => {
    for (const path of [
      "/",
      "/werkstatt/",
      "/faq/",
      "/my-account/my-reviews",
      "/search",
      "/mirota-kontaktgrill-mi-1788-10000008",
    ])
      expect(newsletterShownOn(path), path).toBe(true);
    for (const path of [
      "/login",
      "/create-account",
      "/password-reset/check-email",
      "/checkout/addresses",
      "/contact/step3/",
      "/order-tracking/",
      "/newsletter/",
      "/Newsletter",
    ])
      expect(newsletterShownOn(path), path).toBe(false);
    // A prefix only counts as a whole segment.
    expect(newsletterShownOn("/login-help/")).toBe(true);
  });

  it("throttles per e-mail tighter than per client address", () => {
    expect(NEWSLETTER.signUpsPerEmail.max).toBeLessThan(NEWSLETTER.signUpsPerIp.max);
    expect(NEWSLETTER.marketingTimeoutSeconds).toBeGreaterThan(0);
  });

  it("requires a valid e-mail and the ticked consent, refuses an over-long e-mail", () => {
    expect(newsletterForm.safeParse({ email: "eva@example.com", consent: "on" }).success).toBe(true);
    const issues = (value: unknown) =>
      newsletterForm.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? [];
    expect(issues({})).toEqual(["email:errors.required", "consent:errors.consent"]);
    expect(issues({ email: "nope", consent: "yes" })).toEqual([
      "email:errors.email",
      "consent:errors.consent",
    ]);
    expect(issues({ email: `${"a".repeat(250)}@example.com`, consent: "on" })).toEqual([
      "email:errors.tooLong",
    ]);
  });
});
