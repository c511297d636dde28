import { describe, expect, it, vi } from "vitest";

// The browser's build: the `.server` map is empty, each kind comes as a chunk.
vi.mock("~/lib/routes.server", () => ({ PAGE_KIND_COMPONENTS: undefined }));
const productChunk = vi.hoisted(() => {
  let resolve: () => void = () => undefined;
  const ready = new Promise<void>((done) => {
    resolve = done;
  });
  return { ready, resolve };
});
vi.mock("../product/ProductPage", async () => {
  await productChunk.ready;
  return { ProductPage: () => null };
});
vi.mock("./CategoryPage", () => ({ CategoryPage: () => null }));

const { likelyKindOf, loadPageKind, pageKindComponent } = await import("./page-kinds");

describe("the catch-all's page kinds in the browser (decision 0077)", () => {
  it("hand out one component per kind for good, even once a late chunk has arrived", async () => {
    // Rendered before the chunk arrived (late at hydration): a component that waits for it.
    const first = pageKindComponent("product");
    productChunk.resolve();
    await loadPageKind("product");
    // The next router update (an add-to-cart fetcher) must find the same type, or React remounts the page.
    expect(pageKindComponent("product")).toBe(first);
  });

  it("a kind loaded before it is first shown is its loaded component", async () => {
    await loadPageKind("category");
    const { CategoryPage } = await import("./CategoryPage");
    expect(pageKindComponent("category")).toBe(CategoryPage);
  });

  it("guess the kind from the path as server/routing writes it", () => {
    expect(likelyKindOf("/werkstatt/")).toBe("category");
    expect(likelyKindOf("/en/workshop/")).toBe("category");
    expect(likelyKindOf("/c/dirbtuves/")).toBe("category");
    expect(likelyKindOf("/mirota-kontaktgrill-mi-1788-10000008")).toBe("product");
    expect(likelyKindOf("/p/mirota-kontaktgrill-mi-1788-10000008")).toBe("product");
    expect(likelyKindOf("/nl/")).toBeUndefined();
    expect(likelyKindOf("/")).toBeUndefined();
  });

  it("take only a market's language prefix for a language home, not any two letters", () => {
    for (const prefix of ["/en/", "/fr/", "/it/", "/nb/", "/el/", "/sk"])
      expect(likelyKindOf(prefix), prefix).toBeUndefined();
    // In any case, as the server reads the prefix.
    for (const prefix of ["/NL/", "/De/", "/IT"]) expect(likelyKindOf(prefix), prefix).toBeUndefined();
    // Two-letter category slugs that no market's path starts with.
    expect(likelyKindOf("/tv/")).toBe("category");
    expect(likelyKindOf("/xy/")).toBe("category");
    expect(likelyKindOf("/en/tv/")).toBe("category");
  });
});
