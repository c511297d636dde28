import net from "node:net";
import { describe, expect, it } from "vitest";
import { isIPv4, isIPv6, parseIPv4, parseIPv6 } from "./ip-address";

/** Addresses written by hand: the forms the grammar names and the ways they go wrong. */
const TABLE = [
  ...["0.0.0.0", "1.2.3.4", "255.255.255.255", "203.0.113.7", "10.0.0.1", "199.9.99.250"],
  ...["256.1.1.1", "1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.04", "1..2.3", "1.2.3.", ".1.2.3", "1.2.3.-4"],
  ...[" 1.2.3.4", "1.2.3.4 ", "1.2.3.4%eth0", "0x1.2.3.4", "1.2.3.4/32", "１.2.3.4", "1.2.3.4\n"],
  ...["::", "::1", "1::", "fe80::", "2001:db8::1", "2001:DB8:0:12::1", "1:2:3:4:5:6:7:8", "1::8"],
  ...["1:2:3:4:5:6:7::", "::2:3:4:5:6:7:8", "1::2:3:4:5:6:7", "1::2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8::"],
  ...["1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "12345::", "00001::", "0000::", "g::", ":1::2", "1::2:"],
  ...["1:::2", "1::2::3", ":::", "::1:", ":", "", "1", "::ffff", "ffff::ffff::"],
  ...["::ffff:1.2.3.4", "::FFFF:203.0.113.7", "::1.2.3.4", "1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5::1.2.3.4"],
  ...["1:2:3:4:5:6::1.2.3.4", "1:2:3:4:5:6:7:1.2.3.4", "::ffff:01.2.3.4", "::ffff:1.2.3", "1.2.3.4::"],
  ...["::1.2.3.4:5", "::ffff:1.2.3.4.5", "1::1.2.3.4", "::ffff:256.0.0.1"],
  ...["fe80::1%eth0", "fe80::1%1", "fe80::1%a.b:c-d", "fe80::1%", "fe80::1%eth 0", "fe80::1%a_b"],
  ...["fe80::1%é", "fe80::1%%", "fe80::1%eth0/64", "::ffff:1.2.3.4%1", "%eth0", "fe80::1%eth0%1"],
  ...["2001:db8::1 ", " 2001:db8::1", "[2001:db8::1]", "2001:db8::1/64", "2001:db8:0:0:0:0:0:1"],
];

/** A small deterministic generator (mulberry32), so the generated inputs are the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Valid-looking addresses of every shape, then mutated a character or two at a time. */
function generated(count: number): string[] {
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const int = (below: number) => Math.floor(next() * below);
  const hex = () =>
    int(0x10000)
      .toString(16)
      .slice(0, 1 + int(4));
  const dotted = () => Array.from({ length: 4 }, () => pick([int(256), int(10), 0, 255, 256])).join(".");
  const ipv6 = () => {
    const groups = Array.from({ length: 8 }, hex);
    if (next() < 0.3) groups.splice(6, 2, dotted());
    if (next() < 0.6) {
      const from = int(groups.length);
      groups.splice(from, int(groups.length - from + 1), "");
      if (from === 0) groups.unshift("");
      if (groups.at(-1) === "") groups.push("");
    }
    return groups.join(":") + (next() < 0.2 ? `%${pick(["eth0", "1", "en-0.1", "a:b", ""])}` : "");
  };
  const alphabet = "0123456789abcdefABCDEFg:.% -_x";
  const inputs: string[] = [];
  for (let i = 0; i < count; i++) {
    let text = next() < 0.4 ? dotted() : ipv6();
    for (let edits = int(3); edits > 0; edits--) {
      const at = int(text.length + 1);
      const char = pick([...alphabet]);
      const kind = int(3);
      text = text.slice(0, at) + (kind === 2 ? "" : char) + text.slice(kind === 0 ? at : at + 1);
    }
    inputs.push(text);
  }
  return inputs;
}

describe("IP addresses read without node:net (issue 18 item 2)", () => {
  it.each(TABLE)("answers %j as node:net does", (text) => {
    expect([isIPv4(text), isIPv6(text)]).toEqual([net.isIPv4(text), net.isIPv6(text)]);
  });

  it("answers as node:net does over 20,000 generated inputs, about a third of them valid", () => {
    const inputs = generated(20_000);
    const differing = inputs.filter(
      (text) => isIPv4(text) !== net.isIPv4(text) || isIPv6(text) !== net.isIPv6(text),
    );
    expect(differing).toEqual([]);
    const valid = inputs.filter((text) => net.isIPv4(text) || net.isIPv6(text)).length;
    expect(valid).toBeGreaterThan(5_000);
    expect(valid).toBeLessThan(15_000);
  });

  it("reads the groups the WHATWG URL parser reads, for every valid generated IPv6 address", () => {
    const addresses = generated(20_000).filter((text) => net.isIPv6(text));
    expect(addresses.length).toBeGreaterThan(2_000);
    for (const text of addresses) {
      const groups = parseIPv6(text)?.groups ?? [];
      const written = groups.map((group) => group.toString(16)).join(":");
      const host = (address: string) => new URL(`http://[${address}]/`).hostname;
      expect(host(written), text).toBe(host(text.replace(/%.*$/, "")));
    }
  });

  it("gives the bytes, the groups and the zone id", () => {
    expect(parseIPv4("203.0.113.7")).toEqual([203, 0, 113, 7]);
    expect(parseIPv6("::ffff:203.0.113.7")).toEqual({ groups: [0, 0, 0, 0, 0, 0xffff, 0xcb00, 0x7107] });
    expect(parseIPv6("2001:DB8::12:0:0:1%eth0")).toEqual({
      groups: [0x2001, 0xdb8, 0, 0, 0x12, 0, 0, 1],
      zone: "eth0",
    });
    expect(parseIPv6("1:2:3:4:5:6:7::")?.groups).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
  });

  it("refuses overlong input before reading it (zone ids up to 63 characters)", () => {
    expect(isIPv6(`fe80::1%${"a".repeat(63)}`)).toBe(true);
    expect(isIPv6(`fe80::1%${"a".repeat(64)}`)).toBe(false);
    expect(net.isIPv6(`fe80::1%${"a".repeat(64)}`)).toBe(true); // the one deliberate difference
    expect(isIPv6(`${"0:".repeat(50_000)}1`)).toBe(false);
    expect(isIPv4(`${"1.".repeat(50_000)}1`)).toBe(false);
    expect(isIPv6(`0000:0000:0000:0000:0000:0000:0000:0000:${"0".repeat(10)}`)).toBe(false);
  });
});
