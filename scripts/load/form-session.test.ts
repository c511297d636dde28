import { describe, expect, it } from "vitest";
import { FormSession } from "./form-session";

describe("what a browser without JavaScript keeps between requests", () => {
  it("keeps cookies as Set-Cookie left them and the last form's CSRF token", () => {
    const session = new FormSession();
    session.remember(
      ["cart=abc.sig; Path=/; HttpOnly", "lang=de; Path=/"],
      '<form><input type="hidden" name="csrf" value="t1"></form>',
    );
    expect(session.header()).toBe("cart=abc.sig; lang=de");
    expect(session.csrf).toBe("t1");

    // A page without a form keeps the token; Max-Age=0 or an empty value removes a cookie.
    session.remember(["cart=; Path=/; Max-Age=0", "lang=fr; Path=/"], "<p>no form</p>");
    expect(session.get("cart")).toBeUndefined();
    expect(session.entries()).toEqual([["lang", "fr"]]);
    expect(session.csrf).toBe("t1");

    session.remember(["lang=; Path=/"], '<input name="csrf" value="t2">');
    expect(session.header()).toBe("");
    expect(session.csrf).toBe("t2");
  });
});
