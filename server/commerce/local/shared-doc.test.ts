/**
 * The product documents the engine shares between readers (sharedDoc, decision 0070) are frozen at
 * run time and read-only in their type, through the port: each `@ts-expect-error` below is a write
 * tsc must refuse (the type check fails once the type is mutable again), and the write, made anyway,
 * throws rather than change what every other reader gets.
 */
import type { ProductProjection } from "@commercetools/platform-sdk";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { DeepReadonly, SharedProduct } from "../port";
import { type Db, openDatabase, sharedDoc } from "./db";
import { LocalCommerce } from "./engine";
import { seedIfEmpty } from "./seed";

const scope = { country: "DE", currency: "EUR" };
let db: Db;
let engine: LocalCommerce;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedIfEmpty(db, 20);
  engine = new LocalCommerce(db);
});

describe("the shared product documents", () => {
  it("are read-only in their type and frozen: a write into one is refused by tsc and throws", () => {
    const row = db.prepare("SELECT data FROM products LIMIT 1").get();
    const product = sharedDoc<ProductProjection>(db, row);
    expectTypeOf(product).toEqualTypeOf<DeepReadonly<ProductProjection>>();
    const english = product.name.en;
    expect(english).toBeTruthy();
    expect(() => {
      // @ts-expect-error a shared document's text is read-only
      product.name.en = "changed";
    }).toThrow(TypeError);
    expect(() => {
      // @ts-expect-error a shared document's lists are read-only
      product.masterVariant.prices?.push(...(product.masterVariant.prices ?? []));
    }).toThrow(TypeError);
    expect(sharedDoc<ProductProjection>(db, row).name.en).toBe(english);
  });

  it("stay read-only in what the port answers, where the projection shares them", async () => {
    const read = async () =>
      (await engine.queryProducts({ limit: 20 }, scope)).results.find((p) => p.categories.length > 0);
    const product = await read();
    expectTypeOf(product).toEqualTypeOf<SharedProduct | undefined>();
    const slug = product?.slug.de;
    expect(slug).toBeTruthy();
    expect(() => {
      // @ts-expect-error the port's products are read-only (their slugs are the stored document's)
      if (product) product.slug.de = "changed";
    }).toThrow(TypeError);
    expect(() => {
      // @ts-expect-error the port's products are read-only (their categories are the stored document's)
      product?.categories.splice(0);
    }).toThrow(TypeError);
    const again = await read();
    expect(again?.slug.de).toBe(slug);
    expect(again?.categories.length).toBe(product?.categories.length);
    expect(again?.categories.length).toBeGreaterThan(0);
  });
});
