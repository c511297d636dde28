/**
 * Accounts. The forgotten password: the mailed link and its limits, and the reset that lets a locked-out
 * owner in again.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../config";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import { type Accounts, newClient, openAccounts, signedUp, sk } from "../support/accounts";

let engine: LocalCommerce;
let outbox: string;
let accounts: Accounts;
beforeAll(async () => ({ engine, outbox, accounts } = await openAccounts()));
const customerWith = (email: string, password?: string) => signedUp(accounts, email, password);

describe("password reset by e-mail", () => {
  it("mails a link with a token only for an existing account; the token works once", async () => {
    await accounts.signUp(
      { email: "reset@example.com", password: "secret123", firstName: "R", lastName: "S" },
      { market: sk },
    );
    const compose = (link: string, minutes: number) => ({
      subject: "Reset",
      text: `${link} (${minutes} min)`,
    });
    const requestUrl = new URL("http://localhost:3000/password-reset");
    await accounts.requestPasswordReset("nobody@example.com", { market: sk, requestUrl }, compose);
    await accounts.requestPasswordReset("reset@example.com", { market: sk, requestUrl }, compose);
    await expect.poll(() => readdirSync(outbox).length).toBe(1);
    const [file] = readdirSync(outbox);
    const mail = JSON.parse(readFileSync(path.join(outbox, file ?? ""), "utf8"));
    expect(mail.to).toBe("reset@example.com");
    expect(mail.text).toMatch(
      /^http:\/\/localhost:3000\/password-reset\/change-password\?token=[\w-]+ \(60 min\)$/,
    );
    const token = new URL(mail.text.split(" ")[0]).searchParams.get("token") ?? "";
    expect((await accounts.resetPassword(token, "fresh1234")).ok).toBe(true);
    expect(await accounts.resetPassword(token, "again1234")).toEqual({ ok: false, error: "invalidToken" });
    expect(
      (
        await accounts.signIn(
          { email: "reset@example.com", password: "fresh1234" },
          { market: sk, clientIp: newClient() },
        )
      ).ok,
    ).toBe(true);
  });

  it("sends no more reset mails per e-mail in the window than LIMITS.passwordResetMails allows", async () => {
    await accounts.signUp(
      { email: "flood@example.com", password: "secret123", firstName: "F", lastName: "L" },
      { market: sk },
    );
    const requestUrl = new URL("http://localhost:3000/password-reset");
    const before = new Set(readdirSync(outbox));
    const sent = () =>
      readdirSync(outbox)
        .filter((f) => !before.has(f))
        .map((f) => JSON.parse(readFileSync(path.join(outbox, f), "utf8")).to);
    for (let i = 0; i < 5; i++)
      await accounts.requestPasswordReset("flood@example.com", { market: sk, requestUrl }, (link) => ({
        subject: "Reset",
        text: link,
      }));
    await expect.poll(() => sent().length).toBe(LIMITS.passwordResetMails.max);
    // Another address is not held back by the first one's limit.
    await accounts.requestPasswordReset("reset@example.com", { market: sk, requestUrl }, (link) => ({
      subject: "Reset",
      text: link,
    }));
    await expect.poll(() => sent().filter((to) => to === "reset@example.com").length).toBe(1);
    expect(sent()).toHaveLength(LIMITS.passwordResetMails.max + 1);
  });

  it("builds the link on the configured domain, not on the request's Host", async () => {
    await accounts.signUp(
      { email: "host@example.com", password: "secret123", firstName: "H", lastName: "S" },
      { market: sk },
    );
    const before = new Set(readdirSync(outbox));
    await accounts.requestPasswordReset(
      "host@example.com",
      { market: sk, requestUrl: new URL("https://evil.example/password-reset") },
      (link) => ({ subject: "Reset", text: link }),
    );
    await expect.poll(() => readdirSync(outbox).filter((f) => !before.has(f)).length).toBe(1);
    const file = readdirSync(outbox).find((f) => !before.has(f)) ?? "";
    expect(JSON.parse(readFileSync(path.join(outbox, file), "utf8")).text).toMatch(
      /^https:\/\/proequip\.sk\/password-reset\/change-password\?token=/,
    );
  });
});

describe("a completed reset verifies the e-mail (decision 0064)", () => {
  it("a signed-up customer is unverified; after the reset by the mailed token, verified", async () => {
    const customer = await customerWith("verify.by.reset@example.com");
    expect(customer.isEmailVerified).toBe(false);
    const token = await engine.createPasswordResetToken("verify.by.reset@example.com");
    const reset = await accounts.resetPassword(token?.value ?? "", "fresh12345");
    expect(reset.ok && reset.customer.isEmailVerified).toBe(true);
    expect((await engine.customer(customer.id))?.isEmailVerified).toBe(true);
  });

  it("a refused token verifies nothing", async () => {
    const customer = await customerWith("verify.refused@example.com");
    expect(await accounts.resetPassword("not-a-token", "fresh12345")).toEqual({
      ok: false,
      error: "invalidToken",
    });
    expect((await engine.customer(customer.id))?.isEmailVerified).toBe(false);
  });
});

describe("login throttling per client (LIMITS.loginFailuresPerIp)", () => {
  it("lets the owner in again through the password-reset link after five wrong guesses", async () => {
    await customerWith("locked@example.com");
    for (let i = 0; i < LIMITS.loginFailures.max; i++)
      await accounts.signIn(
        { email: "locked@example.com", password: `z${i}z1234` },
        { market: sk, clientIp: newClient() },
      );
    const owner = newClient();
    expect(
      await accounts.signIn(
        { email: "locked@example.com", password: "secret123" },
        { market: sk, clientIp: owner },
      ),
    ).toMatchObject({ ok: false, error: "tooManyAttempts" });
    const token = await engine.createPasswordResetToken("locked@example.com");
    expect((await accounts.resetPassword(token?.value ?? "", "mine12345")).ok).toBe(true);
    expect(
      (
        await accounts.signIn(
          { email: "locked@example.com", password: "mine12345" },
          { market: sk, clientIp: owner },
        )
      ).ok,
    ).toBe(true);
  });
});
