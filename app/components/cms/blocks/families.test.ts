import { describe, expect, it } from "vitest";
import { BLOCK_NAMES } from "../../../../server/cms";
import { commerceComponents } from "./commerce";
import { FAMILY_OF, preloadFamilies } from "./families";
import { landingComponents } from "./landing";
import { mediaComponents } from "./media";
import { navigationComponents } from "./navigation";
import { promotionComponents } from "./promotion";
import { serviceComponents } from "./service";
import { textComponents } from "./text";

const MODULES = {
  promotion: promotionComponents,
  text: textComponents,
  media: mediaComponents,
  commerce: commerceComponents,
  service: serviceComponents,
  landing: landingComponents,
};

describe("the block families the browser loads as chunks (decision 0050)", () => {
  it("names every kind outside the static navigation family with the family module that holds it", () => {
    const named = Object.keys(FAMILY_OF);
    expect([...named, ...Object.keys(navigationComponents)].sort()).toEqual(BLOCK_NAMES);
    for (const [kind, family] of Object.entries(FAMILY_OF))
      expect(Object.keys(MODULES[family]), `${kind} in ${family}`).toContain(kind);
  });

  it("preloads the families of the document's kinds and ignores names that are no kind", async () => {
    await expect(preloadFamilies(["Hero", "Article", "Nonsense", "LinkList"])).resolves.toHaveLength(2);
  });
});
