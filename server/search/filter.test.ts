import { describe, expect, it } from "vitest";
import { filterFields, parseFilter, quoteValue, withoutField } from "./filter";

describe("filter_by", () => {
  it("parses lists, ranges, comparisons and negation", () => {
    expect(
      parseFilter(
        "brand:=[Ferrox,`Royal, Catering`] && price:[10..99.5] && avgRating:>=4 && inStock:=true && tags:!=bware",
      ),
    ).toEqual([
      { field: "brand", op: "in", values: ["Ferrox", "Royal, Catering"], negate: false },
      { field: "price", op: "range", min: 10, max: 99.5 },
      { field: "avgRating", op: ">=", value: 4 },
      { field: "inStock", op: "in", values: ["true"], negate: false },
      { field: "tags", op: "in", values: ["bware"], negate: true },
    ]);
    expect(parseFilter("categories.lvl1:=[`Workshop > Welding`]")[0]).toMatchObject({
      field: "categories.lvl1",
      values: ["Workshop > Welding"],
    });
    expect(parseFilter("")).toEqual([]);
  });

  it("keeps && and commas inside backticks within one value (a brand 'a&&b' is no second clause)", () => {
    expect(parseFilter(`brand:=[${quoteValue("a&&b")}] && tags:=[${quoteValue("x,y")},z]`)).toEqual([
      { field: "brand", op: "in", values: ["a&&b"], negate: false },
      { field: "tags", op: "in", values: ["x,y", "z"], negate: false },
    ]);
  });

  it("rejects malformed clauses", () => {
    expect(() => parseFilter("brand")).toThrow();
    expect(() => parseFilter("brand:=[]")).toThrow();
  });

  it("names the fields a filter refines and drops one field's clauses as written", () => {
    const filter = "published:=true && brand:=[`a&&b`,Ferrox] && tags:=[on-sale] && price:[10..99]";
    expect(filterFields(filter)).toEqual(["published", "brand", "tags", "price"]);
    expect(withoutField(filter, "brand")).toBe("published:=true && tags:=[on-sale] && price:[10..99]");
    expect(withoutField(filter, "tags")).toBe("published:=true && brand:=[`a&&b`,Ferrox] && price:[10..99]");
    expect(withoutField(filter, "avgRating")).toBe(filter);
    expect(withoutField("brand:=[Ferrox]", "brand")).toBe("");
    expect(filterFields(undefined)).toEqual([]);
  });

  it("quotes values with separators", () => {
    expect(quoteValue("Ferrox")).toBe("Ferrox");
    expect(quoteValue("Workshop > Welding")).toBe("`Workshop > Welding`");
  });
});
