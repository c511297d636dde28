import { isIPv4, parseIPv6 } from "./ip-address";

/**
 * The key under which a client's failed sign-ins are counted (LIMITS.loginFailuresPerIp). An IPv4
 * address is its own key; an IPv6 address is keyed by its /64 prefix, because one subscriber is
 * usually given a whole /64 and could otherwise take a fresh address for every guess. IPv4-mapped
 * IPv6 addresses (::ffff:a.b.c.d, how a dual-stack socket reports IPv4) count as the IPv4 address.
 * Anything else (an unknown address: "") is returned as given. The addresses are read by
 * ./ip-address.ts (plain TypeScript, so the edge keys clients the same way: issue 18 item 2).
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, "");
  if (isIPv4(address)) return address;
  const groups = parseIPv6(address)?.groups;
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
