import { z } from "zod";

/**
 * An http(s) origin whose host is a plain name or address with an optional port: a `;`, `,`, `'`,
 * `*` or an encoded one would add or split a CSP directive, or widen it to a wildcard.
 */
const origin = z
  .url({ protocol: /^https?$/ })
  .transform((url) => new URL(url))
  .refine((url) => /^(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d+)?$|^\[[0-9a-f:.]+\](?::\d+)?$/i.test(url.host), {
    message: "a host name with an optional port, nothing else",
  })
  .transform((url) => url.origin);

const hostsEnv = z.object({
  IMAGE_BASE_URL: origin.optional(),
  /** Comma-separated origins; blanks between commas are ignored. */
  PRODUCT_IMAGE_HOSTS: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
});

/**
 * The hosts product pictures are drawn from, for the CSP's img-src (issue 23 item 7, decision 0073):
 * the origin of IMAGE_BASE_URL (the image check's host, where relative image URLs live) and the
 * origins of PRODUCT_IMAGE_HOSTS (where the platform's absolute image URLs point: commercetools gives
 * each image as an absolute URL on its CDN, or wherever an image was linked from). None when neither
 * is set: the shop's own pictures are on its own origin. A malformed value stops the start.
 */
export function imageHosts(env: Record<string, string | undefined>): string[] {
  const parsed = hostsEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid image host configuration: ${[...new Set(parsed.error.issues.map((i) => i.path[0]))].join(", ")}`,
    );
  const { IMAGE_BASE_URL, PRODUCT_IMAGE_HOSTS } = parsed.data;
  return [...new Set([...(IMAGE_BASE_URL ? [IMAGE_BASE_URL] : []), ...PRODUCT_IMAGE_HOSTS])];
}
