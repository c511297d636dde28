import { describe, expect, it } from "vitest";
import { clientKey } from "./client-address";

describe("clientKey (whose failed sign-ins count together)", () => {
  it("keys IPv4 by the address, an IPv4-mapped IPv6 address too", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("keys IPv6 by its /64 prefix, however the address is written", () => {
    const key = "2001:db8:0:12::/64";
    expect(clientKey("2001:db8:0:12::1")).toBe(key);
    expect(clientKey("2001:0DB8:0000:0012:abcd:ef01:2345:6789")).toBe(key);
    expect(clientKey("2001:db8::12:0:0:0:1")).toBe(key);
    expect(clientKey("2001:db8:0:12:ffff::%eth0")).toBe(key);
    expect(clientKey("2001:db8:0:13::1")).not.toBe(key);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::")).toBe("fe80:0:0:0::/64");
  });

  it("keeps anything else as it is (an unknown address is empty)", () => {
    expect(clientKey("")).toBe("");
    expect(clientKey("not-an-ip")).toBe("not-an-ip");
  });
});
