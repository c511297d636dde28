/**
 * Accounts. The profile: names, e-mail and password, and the current password that an e-mail or password
 * change needs (counted in the login throttle).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import {
  type Accounts,
  newClient,
  openAccounts,
  requestAs,
  signedInTo,
  signedUp,
  sk,
} from "../support/accounts";

let engine: LocalCommerce;
let accounts: Accounts;
beforeAll(async () => {
  ({ engine, accounts } = await openAccounts());
  // The account whose e-mail another customer may not take.
  await accounts.signUp(
    { email: "eva@example.com", password: "secret123", firstName: "Eva", lastName: "Malá" },
    { market: sk },
  );
});
const signedIn = (request: Request | Promise<Request>) => signedInTo(accounts, request);
const customerWith = (email: string, password?: string) => signedUp(accounts, email, password);

describe("profile, password and address books (SPEC §3, §5)", () => {
  it("changes names and e-mail, refusing an e-mail another account has", async () => {
    const up = await accounts.signUp(
      { email: "ivan@example.com", password: "secret123", firstName: "Ivan", lastName: "H" },
      { market: sk },
    );
    if (!up.ok) throw new Error("sign-up failed");
    const origin = { clientIp: newClient() };
    const taken = await accounts.updateProfile(
      up.customer,
      { firstName: "Ivan", lastName: "Horváth", email: "eva@example.com", currentPassword: "secret123" },
      origin,
    );
    expect(taken).toEqual({ ok: false, error: "emailTaken" });
    const saved = await accounts.updateProfile(
      up.customer,
      { firstName: "Ivan", lastName: "Horváth", email: "ivan.h@example.com", currentPassword: "secret123" },
      origin,
    );
    expect(saved.ok && [saved.customer.lastName, saved.customer.email]).toEqual([
      "Horváth",
      "ivan.h@example.com",
    ]);
  });

  it("changes the password only with the current one", async () => {
    const up = await accounts.signUp(
      { email: "jan@example.com", password: "secret123", firstName: "Ján", lastName: "K" },
      { market: sk },
    );
    if (!up.ok) throw new Error("sign-up failed");
    const clientIp = newClient();
    expect(
      await accounts.changePassword(
        up.customer,
        { currentPassword: "nope1234", newPassword: "better123" },
        { clientIp },
      ),
    ).toEqual({
      ok: false,
      error: "wrongCurrentPassword",
    });
    expect(
      (
        await accounts.changePassword(
          up.customer,
          { currentPassword: "secret123", newPassword: "better123" },
          { clientIp },
        )
      ).ok,
    ).toBe(true);
    expect(
      (await accounts.signIn({ email: "jan@example.com", password: "better123" }, { market: sk, clientIp }))
        .ok,
    ).toBe(true);
  });
});

describe("account changes need the password (SPEC §4 profile)", () => {
  it("changes the e-mail only with the right current password; names need none", async () => {
    const customer = await customerWith("mail@example.com");
    const origin = { clientIp: newClient() };
    const copy = await requestAs(customer);
    const details = { firstName: "Mia", lastName: "Nová", email: "mail.new@example.com" };
    expect(await accounts.updateProfile(customer, details, origin)).toEqual({ ok: false, error: "required" });
    expect(
      await accounts.updateProfile(customer, { ...details, currentPassword: "wrong1234" }, origin),
    ).toEqual({ ok: false, error: "wrongCurrentPassword" });
    expect((await engine.customer(customer.id))?.email).toBe("mail@example.com");

    // Names alone need no password, and the session goes on.
    const named = await accounts.updateProfile(customer, { ...details, email: customer.email }, origin);
    expect(named.ok && [named.customer.firstName, named.customer.email]).toEqual(["Mia", "mail@example.com"]);
    expect(await signedIn(copy.clone())).toBe(customer.id);

    const moved = await accounts.updateProfile(
      named.ok ? named.customer : customer,
      { ...details, currentPassword: "secret123" },
      origin,
    );
    if (!moved.ok) throw new Error("e-mail change failed");
    expect(moved.customer.email).toBe("mail.new@example.com");
    // The other sessions end; the shop signs this one in again with the returned customer.
    expect(await signedIn(copy.clone())).toBeNull();
    expect(await signedIn(requestAs(moved.customer))).toBe(customer.id);
  });

  it("counts wrong current passwords in the login throttle", async () => {
    const customer = await customerWith("current@example.com");
    const clientIp = newClient();
    const details = { firstName: "C", lastName: "P", email: "current.new@example.com" };
    for (let i = 0; i < 3; i++)
      expect(
        await accounts.updateProfile(customer, { ...details, currentPassword: `bad${i}pass` }, { clientIp }),
      ).toEqual({ ok: false, error: "wrongCurrentPassword" });
    for (let i = 0; i < 2; i++)
      expect(
        await accounts.changePassword(
          customer,
          { currentPassword: `bad${i}pass`, newPassword: "better123" },
          { clientIp },
        ),
      ).toEqual({ ok: false, error: "wrongCurrentPassword" });
    const throttled = { ok: false, error: "tooManyAttempts", retryAfterMinutes: 15 };
    // Even the right password waits now, on both forms and on the login page.
    expect(
      await accounts.updateProfile(customer, { ...details, currentPassword: "secret123" }, { clientIp }),
    ).toEqual(throttled);
    expect(
      await accounts.changePassword(
        customer,
        { currentPassword: "secret123", newPassword: "better123" },
        { clientIp: newClient() },
      ),
    ).toEqual(throttled);
    expect(
      await accounts.signIn(
        { email: "current@example.com", password: "secret123" },
        { market: sk, clientIp: newClient() },
      ),
    ).toEqual(throttled);
  });
});
