/**
 * The embedded platform's kept product projections by slug (issue 20 item 3, decision 0086): kept
 * per slug and price scope until the database changes (the price and stock writes of
 * shared-documents.test.ts and product-page-statements.test.ts) or the clock reaches a price's or
 * a product discount's start or end, which changes the projection without any write.
 */
import { describe, expect, it } from "vitest";
import { LocalCommerce } from "../../server/commerce/local/engine";
import type { LocalProductDiscount } from "../../server/commerce/local/types";
import { fixtureCommerce, NOW } from "../support/commerce";

const scope = { country: "DE", currency: "EUR" };
const slug = { language: "de", value: "produkt-drill-10000001" };
const MINUTE = 60_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe("kept product projections (decision 0086)", () => {
  it("change when a price's validity starts or ends, and with a clock set back", async () => {
    const { db } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }]);
    const row = db.prepare("SELECT data FROM products WHERE id = 'prod-DRILL'").get() as { data: string };
    const stored = JSON.parse(row.data);
    const [regular] = stored.masterVariant.prices;
    // 119.00 until NOW + 1 min, then 99.00 (the same scope, so only the clock picks one).
    stored.masterVariant.prices = [
      { ...regular, validUntil: at(MINUTE).toISOString() },
      {
        ...regular,
        id: "later",
        value: { ...regular.value, centAmount: 9900 },
        validFrom: at(MINUTE).toISOString(),
      },
    ];
    db.prepare("UPDATE products SET data = ? WHERE id = 'prod-DRILL'").run(JSON.stringify(stored));
    let clock = NOW;
    const commerce = new LocalCommerce(db, { now: () => clock });
    const cents = async () =>
      (await commerce.productBySlug(slug, scope))?.masterVariant.price?.value.centAmount;
    expect(await cents()).toBe(11900);
    expect(await commerce.productBySlug(slug, scope)).toBe(await commerce.productBySlug(slug, scope));
    clock = at(MINUTE - 1);
    expect(await cents()).toBe(11900);
    clock = at(MINUTE);
    expect(await cents()).toBe(9900);
    clock = NOW;
    expect(await cents()).toBe(11900);
  });

  it("change when a product discount starts", async () => {
    const { db } = fixtureCommerce([
      { sku: "DRILL", prices: [["DE", "EUR", 100]], attributes: { saleCampaign: "flash" } },
    ]);
    const flash: LocalProductDiscount = {
      id: "pd-flash",
      key: "flash",
      name: { en: "Flash sale" },
      value: { type: "relative", permyriad: 2500 },
      predicate: 'attributes.saleCampaign = "flash"',
      sortOrder: "0.99",
      isActive: true,
      validFrom: at(2 * MINUTE).toISOString(),
    };
    db.prepare("INSERT INTO product_discounts (id, key, data) VALUES (?, ?, ?)").run(
      flash.id,
      flash.key,
      JSON.stringify(flash),
    );
    let clock = NOW;
    const commerce = new LocalCommerce(db, { now: () => clock });
    const discounted = async () =>
      (await commerce.productBySlug(slug, scope))?.masterVariant.price?.discounted?.value.centAmount;
    expect(await discounted()).toBeUndefined();
    clock = at(2 * MINUTE);
    expect(await discounted()).toBe(7500);
  });

  it("are kept per supply channel: a channel's own price is not another scope's", async () => {
    const { db, commerce } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }]);
    const row = db.prepare("SELECT data FROM products WHERE id = 'prod-DRILL'").get() as { data: string };
    const stored = JSON.parse(row.data);
    const [regular] = stored.masterVariant.prices;
    stored.masterVariant.prices.push({
      ...regular,
      id: "berlin",
      value: { ...regular.value, centAmount: 10900 },
      channel: { typeId: "channel", id: "ch-berlin" },
    });
    db.prepare("UPDATE products SET data = ? WHERE id = 'prod-DRILL'").run(JSON.stringify(stored));
    const berlin = { ...scope, supplyChannelId: "ch-berlin" };
    const cents = async (s: typeof scope) =>
      (await commerce.productBySlug(slug, s))?.masterVariant.price?.value.centAmount;
    expect(await cents(berlin)).toBe(10900);
    expect(await cents(scope)).toBe(11900);
    expect(await cents(berlin)).toBe(10900);
    expect(await commerce.productBySlug(slug, berlin)).toBe(await commerce.productBySlug(slug, berlin));
  });

  it("are kept per price scope", async () => {
    const { commerce } = fixtureCommerce([
      {
        sku: "DRILL",
        prices: [
          ["DE", "EUR", 119],
          ["CH", "CHF", 129],
        ],
      },
    ]);
    const chf = await commerce.productBySlug(slug, { country: "CH", currency: "CHF" });
    const eur = await commerce.productBySlug(slug, scope);
    expect(chf?.masterVariant.price?.value.centAmount).toBe(12900);
    expect(eur?.masterVariant.price?.value.centAmount).toBe(11900);
    expect(
      (await commerce.productBySlug(slug, { country: "CH", currency: "CHF" }))?.masterVariant.price?.value
        .centAmount,
    ).toBe(12900);
    expect(
      await commerce.productBySlug({ language: "de", value: "produkt-none-10000002" }, scope),
    ).toBeNull();
  });
});
