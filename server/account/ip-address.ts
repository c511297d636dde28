/**
 * Textual IP addresses read in plain TypeScript, so the throttles' client keys work on the edge too
 * (issue 18 item 2, decision 0042: no node:net). The grammar is node:net's `isIPv4`/`isIPv6`, which
 * the unit test checks over many inputs: dotted quads without leading zeros; IPv6 as eight groups of
 * up to four hex digits, one "::" standing for one or more zero groups, an optional dotted IPv4 tail
 * (`::ffff:1.2.3.4`), and an optional zone id (`fe80::1%eth0`). One deliberate difference: a zone id
 * is at most 63 characters (node:net takes any length), so no address is longer than 109 characters
 * and an overlong input is refused before it is split.
 */
const IPV4_PART = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)$/;
const IPV6_GROUP = /^[0-9A-Fa-f]{1,4}$/;
const ZONE = /^[0-9A-Za-z.:-]{1,63}$/;
/** "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255" */
const MAX_IPV6_TEXT = 45;
const MAX_ZONE = 63;

/** The four bytes of a dotted-quad IPv4 address, or null for anything else. */
export function parseIPv4(text: string): number[] | null {
  if (text.length > 15) return null;
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => IPV4_PART.test(part))) return null;
  return parts.map(Number);
}

export interface IPv6Address {
  /** The eight 16-bit groups, "::" expanded and a dotted IPv4 tail as the last two. */
  groups: number[];
  /** The zone id after "%", as written. */
  zone?: string;
}

/** The groups of one side of "::" (empty for an empty side); the IPv4 tail only where allowed. */
function groupsOf(part: string, ipv4Tail: boolean): number[] | null {
  if (part === "") return [];
  const pieces = part.split(":");
  const groups: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (IPV6_GROUP.test(piece)) groups.push(Number.parseInt(piece, 16));
    else {
      const bytes = ipv4Tail && index === pieces.length - 1 ? parseIPv4(piece) : null;
      if (!bytes) return null;
      const [a = 0, b = 0, c = 0, d = 0] = bytes;
      groups.push((a << 8) | b, (c << 8) | d);
    }
  }
  return groups;
}

/** An IPv6 address with its optional zone id, or null for anything else. */
export function parseIPv6(text: string): IPv6Address | null {
  if (text.length > MAX_IPV6_TEXT + 1 + MAX_ZONE) return null;
  const percent = text.indexOf("%");
  const address = percent < 0 ? text : text.slice(0, percent);
  const zone = percent < 0 ? undefined : text.slice(percent + 1);
  if (address.length > MAX_IPV6_TEXT || (zone !== undefined && !ZONE.test(zone))) return null;
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const [head = "", tail] = halves;
  const left = groupsOf(head, tail === undefined);
  if (!left) return null;
  if (tail === undefined) return left.length === 8 ? { groups: left, ...(zone ? { zone } : {}) } : null;
  const right = groupsOf(tail, true);
  if (!right || left.length + right.length > 7) return null;
  const zeros = Array<number>(8 - left.length - right.length).fill(0);
  return { groups: [...left, ...zeros, ...right], ...(zone ? { zone } : {}) };
}

/** Whether `text` is an IPv4 address, as node:net's isIPv4 answers. */
export const isIPv4 = (text: string): boolean => parseIPv4(text) !== null;

/** Whether `text` is an IPv6 address (a zone id of up to 63 characters allowed), as node:net's isIPv6. */
export const isIPv6 = (text: string): boolean => parseIPv6(text) !== null;
