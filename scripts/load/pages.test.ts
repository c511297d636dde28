import { describe, expect, it } from "vitest";
import {
  addToCartForm,
  cartIdOfCookie,
  cartPageLines,
  departmentLinks,
  localPath,
  offeredPayments,
  productLinks,
  thankYouOrder,
} from "./pages";

describe("what a scripted shopper reads from the shop's pages", () => {
  it("finds the departments of the drawer and the product links of a listing, once each", () => {
    const html = `<a class="nav-drawer__department" data-discover="true" href="/werkstatt/">W</a>
      <a class="nav-drawer__department" data-discover="true" href="/bau/">B</a><a href="/faq/">F</a>
      <a href="/askford-druckluftwerkzeug-set-as-5715-10000166">A</a>
      <a class="tile" href="/askford-druckluftwerkzeug-set-as-5715-10000166">A</a>
      <a href="/fr/ferrox-pulverisateur-fe-8642-10000504">F</a><a href="/werkstatt/?page=2">2</a>`;
    expect(departmentLinks(html)).toEqual(["/werkstatt/", "/bau/"]);
    expect(productLinks(html)).toEqual([
      "/askford-druckluftwerkzeug-set-as-5715-10000166",
      "/fr/ferrox-pulverisateur-fe-8642-10000504",
    ]);
  });

  it("reads the add-to-cart form's SKU and stock maximum, and nothing from a page without it", () => {
    const page = `<form method="get" action="/search"><input name="sku" value="WRONG"/></form>
      <form method="post" action="/checkout/cart" class="add-to-cart-form" id="add-to-cart">
      <input type="hidden" name="intent" value="add"/><input type="hidden" name="sku" value="EX10000828"/>
      <input type="number" name="quantity" min="1" max="364" step="1" value="1"/></form>`;
    expect(addToCartForm(page)).toEqual({ sku: "EX10000828", max: 364 });
    expect(addToCartForm('<form id="newsletter"></form>')).toBeUndefined();
  });

  it("reads each cart line's SKU, line id and quantity field", () => {
    const line = (sku: string, id: string, quantity: number) =>
      `<li class="cart-line" id="line-${id}" data-sku="${sku}"><form><input type="hidden" name="lineId" value="${id}"/>
       <input id="x" type="number" name="quantity" inputMode="numeric" min="0" max="364" value="${quantity}"/></form>
       <form><input type="hidden" name="lineId" value="${id}"/></form></li>`;
    expect(cartPageLines(`<ul>${line("EX1", "a-1", 2)}${line("EX2", "b-2", 5)}</ul>`)).toEqual([
      { sku: "EX1", lineId: "a-1", quantity: 2 },
      { sku: "EX2", lineId: "b-2", quantity: 5 },
    ]);
  });

  it("lists the payment kinds offered, leaving out disabled ones whatever the attribute order", () => {
    const html = `<input type="radio" name="payment" aria-describedby="payment-card-hint" checked="" value="card"/>
      <input type="radio" name="payment" aria-describedby="payment-cod-hint" disabled="" value="cod"/>
      <input type="radio" name="payment" value="bank" aria-describedby="payment-bank-hint"/>`;
    expect(offeredPayments(html)).toEqual(["card", "bank"]);
  });

  it("reads the cart id of Remix's signed cookie and refuses what is not one", () => {
    const value = `${encodeURIComponent(Buffer.from(JSON.stringify("af72382c-204c")).toString("base64"))}.sig`;
    expect(cartIdOfCookie(value)).toBe("af72382c-204c");
    expect(cartIdOfCookie("nodot")).toBeUndefined();
    expect(cartIdOfCookie(`${Buffer.from("{}").toString("base64")}.sig`)).toBeUndefined();
    expect(cartIdOfCookie(undefined)).toBeUndefined();
  });

  it("takes the order id only from a redirect to the thank-you page", () => {
    expect(thankYouOrder("http://127.0.0.1:1/checkout/thank-you?order=2b11-f74f")).toBe("2b11-f74f");
    expect(thankYouOrder("/checkout/payment?order=2b11")).toBeUndefined();
    expect(thankYouOrder("/checkout/thank-you")).toBeUndefined();
    expect(localPath("http://de.localhost:3261/__pay/local/CS1?x=1")).toBe("/__pay/local/CS1?x=1");
  });
});
