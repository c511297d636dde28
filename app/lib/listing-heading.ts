import { LISTING } from "../../config";
import type { ListingSubject } from "../../server/catalog/listing-subject";

/**
 * The heading of a search-page listing, also its page title: the words searched for, the brand, the
 * listing tag ("On sale", "Bestsellers"; a campaign by its name) or "Products". `t` is the listing
 * namespace's, on the server (title) or in the page (heading).
 */
export function listingHeading(
  subject: ListingSubject,
  t: (key: string, options?: Record<string, string>) => string,
): string {
  switch (subject.kind) {
    case "search":
      return t("heading.search", { q: subject.q });
    case "brand":
      return subject.brand;
    case "tag":
      return (LISTING.filterTags as string[]).includes(subject.tag)
        ? t(`heading.tags.${subject.tag}`)
        : t(`tag.${subject.tag}`);
    case "all":
      return t("heading.all");
  }
}
