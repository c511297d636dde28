import { describe, expect, it } from "vitest";
import { choiceCookie, choiceOfForm, consentList, readChoice } from "./choice";
import { consentSettings, consentSources } from "./index";

const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("consent choice", () => {
  it("round-trips through the signed cookie and refuses a forged one", async () => {
    const set = await choiceCookie({ analytics: true, marketing: false }, false);
    expect(set).toMatch(/HttpOnly/);
    expect(await readChoice(cookieOf(set), false)).toEqual({ analytics: true, marketing: false });
    const forged = `consent=${btoa(JSON.stringify({ v: 1, a: true, m: true }))}`;
    expect(await readChoice(forged, false)).toBeNull();
    expect(await readChoice(null, false)).toBeNull();
  });

  it("reads the form's three buttons", () => {
    expect(choiceOfForm({ choice: "all" })).toEqual({ analytics: true, marketing: true });
    expect(choiceOfForm({ choice: "necessary", analytics: "on" })).toEqual({
      analytics: false,
      marketing: false,
    });
    expect(choiceOfForm({ choice: "selected", marketing: "on" })).toEqual({
      analytics: false,
      marketing: true,
    });
    expect(consentList(null)).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it("lists no host in the CSP when nothing is configured, exactly the configured ones otherwise", () => {
    expect(consentSources(consentSettings({}))).toEqual({ script: "", connect: "", img: "" });
    const settings = consentSettings({
      CONSENT_MANAGER_URL: "https://cmp.example.com",
      TAG_MANAGER_ID: "GTM-AB12CD",
    });
    expect(settings.managerScript).toBe("https://cmp.example.com/consentManager/consent-manager-unified.js");
    expect(consentSources(settings).script).toBe(" https://cmp.example.com https://www.googletagmanager.com");
    expect(() => consentSettings({ TAG_MANAGER_ID: "<script>" })).toThrow(/TAG_MANAGER_ID/);
  });
});
