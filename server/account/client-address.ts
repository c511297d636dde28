import { isIPv4, isIPv6 } from "node:net";

/**
 * The key under which a client's failed sign-ins are counted (LIMITS.loginFailuresPerIp). An IPv4
 * address is its own key; an IPv6 address is keyed by its /64 prefix, because one subscriber is
 * usually given a whole /64 and could otherwise take a fresh address for every guess. IPv4-mapped
 * IPv6 addresses (::ffff:a.b.c.d, how a dual-stack socket reports IPv4) count as the IPv4 address.
 * Anything else (an unknown address: "") is returned as given.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, "");
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part
      ? part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const [head = "", tail] = address.split("::");
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
