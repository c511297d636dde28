/**
 * `fetchpriority="high"` for the image a page's largest paint is likely to be (the first result card,
 * the product's main image; decision 0084), so the browser fetches it before other images. React 18
 * has no `fetchPriority` prop (19 does) and would warn about the camel case: the lowercase attribute
 * passes through as it is, typed as the prop TypeScript's React types already know.
 */
export const FETCH_HIGH = { fetchpriority: "high" } as unknown as { fetchPriority: "high" };
