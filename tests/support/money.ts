import type { Page } from "@playwright/test";

/** A euro amount as the German shop writes it (59 → "59,00 €"). */
export const euro = (amount: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(amount);

/** The amount of a German money text ("1.939,99 €" → 1939.99). */
export const amountOf = (text: string | null) =>
  Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));

/** The price a product page shows first. */
export const shownPrice = async (page: Page) =>
  amountOf(await page.locator(".product__amount").textContent());
