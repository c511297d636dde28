/**
 * The account tests' shop: the embedded platform seeded with 60 products, accounts with a mail
 * outbox in a temporary folder, the catalog and the cart service, and the requests a browser sends
 * back with the shop's cookies.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Customer } from "@commercetools/platform-sdk";
import { createAccounts } from "../../server/account";
import { authCookieHeader } from "../../server/account/auth";
import { createCartService } from "../../server/cart";
import { createCategories } from "../../server/catalog/category";
import { createCatalog } from "../../server/catalog/listing";
import { createProducts } from "../../server/catalog/product";
import { createStores } from "../../server/catalog/stores";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createOutbox } from "../../server/mail";
import { resolveMarket } from "../../server/market";
import { createInProcessBus, createRooms } from "../../server/rooms";
import { createSearch } from "../../server/search";
import { shopCookie } from "../../server/session/cookies";

export const sk = resolveMarket({ host: "localhost", pathname: "/" });

export type Accounts = ReturnType<typeof createAccounts>;
export type CartService = ReturnType<typeof createCartService>;
export type Products = ReturnType<typeof createProducts>;

export interface AccountsOnly {
  engine: LocalCommerce;
  /** The folder the outbox writes mails to. */
  outbox: string;
  accounts: Accounts;
}

export interface AccountsShop extends AccountsOnly {
  cart: CartService;
  products: Products;
  /** A product of the SK shop with a price and more than 10 in stock. */
  sku: string;
}

export const address = {
  firstName: "Jana",
  lastName: "Nováková",
  streetName: "Hlavná",
  streetNumber: "12",
  postalCode: "811 01",
  city: "Bratislava",
};

/** The accounts alone, for tests that need no catalog or cart (no search index to build). */
export async function openAccounts(): Promise<AccountsOnly> {
  const db = openDatabase(":memory:");
  seedIfEmpty(db, 60);
  const engine = new LocalCommerce(db);
  const outbox = mkdtempSync(path.join(tmpdir(), "outbox-"));
  return { engine, outbox, accounts: createAccounts(engine, createOutbox(outbox)) };
}

/** The accounts with the catalog and the cart service of the SK shop. */
export async function openAccountsShop(): Promise<AccountsShop> {
  const { engine, outbox, accounts } = await openAccounts();
  const search = await createSearch(engine, { SEARCH_DB_PATH: ":memory:" });
  const products = createProducts(
    engine,
    createCategories(engine),
    createCatalog(search),
    createStores(engine),
  );
  const cart = createCartService(engine, products, createRooms(createInProcessBus()), accounts.fromRequest);
  const { results } = await engine.queryProducts({ limit: 60 }, { country: "SK", currency: "EUR" });
  const sku =
    results.find((p) => p.masterVariant.price && (p.masterVariant.availability?.availableQuantity ?? 0) > 10)
      ?.masterVariant.sku ?? "";
  return { engine, outbox, accounts, cart, products, sku };
}

/** A request carrying the auth cookie the shop issues to a customer now (as the browser sends it back). */
export async function requestAs(customer: Customer | null, extraCookie = "") {
  const setCookie = customer ? await authCookieHeader(new Request("https://localhost/"), customer) : "";
  return requestWith([setCookie.split(";")[0], extraCookie].filter(Boolean).join("; "));
}

/** A request with an auth cookie of any claims, signed as the shop signs it. */
export async function requestWithClaims(claims: unknown) {
  const setCookie = await shopCookie("auth", { https: true }).serialize(claims);
  return requestWith(setCookie.split(";")[0] ?? "");
}

export const requestWith = (cookie: string) =>
  new Request("https://localhost/my-account", { headers: { Cookie: cookie } });

/** The signed-in customer a request's cookie opens, if any (each call a request of its own). */
export const signedInTo = async (accounts: Accounts, request: Request | Promise<Request>) =>
  (await accounts.fromRequest(await request, { market: sk }))?.id ?? null;

/** A client address of its own for each test, so that failures of one test never throttle another. */
let clients = 0;
export const newClient = () => `192.0.2.${++clients}`;

/** A new customer (each test its own e-mail). */
export async function signedUp(accounts: Accounts, email: string, password = "secret123"): Promise<Customer> {
  const up = await accounts.signUp({ email, password, firstName: "A", lastName: "B" }, { market: sk });
  if (!up.ok) throw new Error("sign-up failed");
  return up.customer;
}
