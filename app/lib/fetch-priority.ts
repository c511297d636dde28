/**
 * `fetchpriority="high"` for the image a page's largest paint is likely to be (the first result card,
 * the product's main image; decision 0084), so the browser fetches it before other images. React 18
 * has no `fetchPriority` prop (19 does) and would warn about the camel case: the lowercase attribute
 * passes through as it is. Typed as what it is at runtime; JSX takes it in a spread.
 * TODO(React 19): use the `fetchPriority` prop and drop this.
 */
export const FETCH_HIGH: Record<"fetchpriority", "high"> = { fetchpriority: "high" };
