/**
 * Accounts. The address books (add, edit, default, delete), the loyalty card and the form rules of SPEC §5.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addressForm, registrationForm } from "../../config/forms";
import { newCardNumber } from "../../server/account";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import { type Accounts, address, openAccounts, sk } from "../support/accounts";

let engine: LocalCommerce;
let accounts: Accounts;
beforeAll(async () => ({ engine, accounts } = await openAccounts()));

describe("profile, password and address books (SPEC §3, §5)", () => {
  it("adds, edits, defaults and deletes addresses of a book, and refuses another customer's address", async () => {
    const up = await accounts.signUp(
      { email: "book@example.com", password: "secret123", firstName: "B", lastName: "K" },
      { market: sk },
    );
    if (!up.ok) throw new Error("sign-up failed");
    const first = await accounts.saveAddress(up.customer, "shipping", sk, address);
    if (!first.ok) throw new Error("add failed");
    const second = await accounts.saveAddress(first.customer, "shipping", sk, {
      ...address,
      city: "Košice",
      postalCode: "040 01",
    });
    if (!second.ok) throw new Error("add failed");
    let book = accounts.addressBook(second.customer, "shipping");
    // The first address of a book becomes its default; the key is postal code plus a timestamp.
    expect(book.map((e) => [e.address.city, e.isDefault])).toEqual([
      ["Bratislava", true],
      ["Košice", false],
    ]);
    expect(book[0]?.address.key).toMatch(/^81101\d{13}$/);
    expect(book[0]?.address.country).toBe("SK");
    expect(accounts.addressBook(second.customer, "billing")).toEqual([]);
    const kosice = book[1]?.address.id ?? "";
    const defaulted = await accounts.setDefaultAddress(second.customer, "shipping", kosice);
    if (!defaulted.ok) throw new Error("default failed");
    const edited = await accounts.saveAddress(
      defaulted.customer,
      "shipping",
      sk,
      { ...address, city: "Kosice-Juh", postalCode: "040 11" },
      kosice,
    );
    if (!edited.ok) throw new Error("edit failed");
    book = accounts.addressBook(edited.customer, "shipping");
    expect(book.map((e) => [e.address.city, e.isDefault])).toEqual([
      ["Kosice-Juh", true],
      ["Bratislava", false],
    ]);
    const other = await accounts.signUp(
      { email: "other@example.com", password: "secret123", firstName: "O", lastName: "K" },
      { market: sk },
    );
    if (!other.ok) throw new Error("sign-up failed");
    expect(await accounts.deleteAddress(other.customer, "shipping", kosice)).toEqual({
      ok: false,
      error: "unknownAddress",
    });
    const deleted = await accounts.deleteAddress(edited.customer, "shipping", kosice);
    expect(
      deleted.ok && accounts.addressBook(deleted.customer, "shipping").map((e) => e.address.city),
    ).toEqual(["Bratislava"]);
  });
});

describe("loyalty card and form rules", () => {
  it("gives a 16-digit card number with a Luhn check digit, once", async () => {
    const number = newCardNumber();
    expect(number).toMatch(/^[1-9]\d{15}$/);
    const luhn = [...number]
      .reverse()
      .map(Number)
      .reduce((sum, d, i) => sum + (i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
    expect(luhn % 10).toBe(0);
    const up = await accounts.signUp(
      { email: "card@example.com", password: "secret123", firstName: "C", lastName: "D" },
      { market: sk },
    );
    if (!up.ok) throw new Error("sign-up failed");
    const given = await accounts.loyaltyNumber(up.customer);
    const again = await accounts.loyaltyNumber((await engine.customer(up.customer.id)) ?? up.customer);
    expect(again).toBe(given);
  });

  it("checks passwords, postal codes and house numbers as SPEC §5 says", () => {
    const issues = (r: {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    }) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(
      issues(
        registrationForm.safeParse({
          firstName: "A",
          lastName: "B",
          email: "a@b",
          password: "lettersonly",
          passwordConfirm: "x",
        }),
      ),
    ).toEqual({
      email: "errors.email",
      password: "errors.passwordRule",
      passwordConfirm: "errors.passwordMismatch",
    });
    expect(
      issues(addressForm("sk").safeParse({ ...address, postalCode: "8110", streetNumber: "A" })),
    ).toEqual({
      postalCode: "errors.postalCode",
      streetNumber: "errors.streetNumber",
    });
    // The house-number digit rule is off in CZ, PL and RO.
    expect(
      addressForm("cz").safeParse({ ...address, postalCode: "110 00", streetNumber: "bez čísla" }).success,
    ).toBe(true);
    expect(addressForm("sk").safeParse({ ...address, phone: "+421 900 123 456" }).success).toBe(true);
    expect(issues(addressForm("sk").safeParse({ ...address, phone: "12 34" }))).toEqual({
      phone: "errors.phone",
    });
  });
});
