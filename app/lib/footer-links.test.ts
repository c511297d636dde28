import { describe, expect, it } from "vitest";
import { insertAfter, validFooterLinks } from "./footer-links";

describe("footer links (SPEC §2)", () => {
  it("keeps only links with a name and an address", () => {
    expect(
      validFooterLinks([
        { label: "FAQ", href: "/faq/" },
        { label: " ", href: "/x/" },
        { label: "Jobs", href: "" },
        { label: "Jobs", href: "https://careers.example/", external: true },
      ]),
    ).toEqual([
      { label: "FAQ", href: "/faq/" },
      { label: "Jobs", href: "https://careers.example/", external: true },
    ]);
  });

  it("inserts links after a given one, or at the end when it is missing", () => {
    const a = { label: "A", href: "/a/" };
    const b = { label: "B", href: "/b/" };
    const x = { label: "X", href: "/x/" };
    expect(insertAfter([a, b], "/a/", [x])).toEqual([a, x, b]);
    expect(insertAfter([a, b], "/missing/", [x])).toEqual([a, b, x]);
  });
});
