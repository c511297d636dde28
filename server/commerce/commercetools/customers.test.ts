import type { Customer } from "@commercetools/platform-sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetPassword } from "./customers";
import type { Api } from "./request";

const customer = { id: "c1", version: 3, email: "eva@example.com", isEmailVerified: false } as Customer;

/** The request builder chain resetPassword walks, each request answering as given. */
function api(answers: { emailToken: () => Promise<unknown>; emailConfirm: () => Promise<unknown> }) {
  const request = (answer: () => Promise<unknown>) => ({ post: () => ({ execute: answer }) });
  return {
    customers: () => ({
      passwordReset: () => request(async () => ({ body: customer })),
      emailToken: () => request(answers.emailToken),
      emailConfirm: () => request(answers.emailConfirm),
    }),
  } as unknown as Api;
}

afterEach(() => vi.restoreAllMocks());

describe("a password reset on commercetools (decision 0064)", () => {
  it("verifies the e-mail through the platform's token and confirmation", async () => {
    const verified = { ...customer, version: 5, isEmailVerified: true };
    const reset = await resetPassword(
      api({
        emailToken: async () => ({ body: { value: "tok" } }),
        emailConfirm: async () => ({ body: verified }),
      }),
      "reset-token",
      "fresh12",
    );
    expect(reset).toEqual(verified);
  });

  it("stays a reset when the verification fails: the changed password's customer, the failure logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const reset = await resetPassword(
      api({
        emailToken: async () => {
          throw new Error("insufficient_scope");
        },
        emailConfirm: async () => ({ body: customer }),
      }),
      "reset-token",
      "fresh12",
    );
    expect(reset).toEqual(customer);
    expect(logged).toHaveBeenCalledWith("Password reset: verifying the e-mail failed", "insufficient_scope");
  });
});
