/**
 * `npm run bench:cart`: the add-to-cart action through HTTP (a plain form post answered 303, as a
 * shopper without JavaScript sends it), and the cart room's fan-out: from sending one change until
 * all 10 connections of the cart have its `cart-update`. Starts the built shop on its own ports.
 */
import WebSocket from "ws";
import { startShop } from "./shop-server";

const PORT = Number(process.env.BENCH_PORT ?? 3411);
const ADDS = 300;
const CHANGES = 50;
const BASE = `http://localhost:${PORT}`;

const jar = new Map<string, string>();
async function send(path: string, form?: Record<string, string>) {
  const response = await fetch(`${BASE}${path}`, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const index = pair.indexOf("=");
    jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
  return { status: response.status, body: await response.text() };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const shop = await startShop(PORT);
try {
  const listing = await send("/search?tags=bestseller&perPage=48");
  const csrf = /name="csrf" value="([^"]+)"/.exec(listing.body)?.[1];
  const skus = [...listing.body.matchAll(/name="sku" value="([^"]+)"/g)].map((m) => m[1] ?? "");
  if (!csrf || skus.length === 0) throw new Error("No add-to-cart form on the listing");

  const adds: number[] = [];
  const inStock = new Set<string>();
  for (let i = 0; i < ADDS; i++) {
    const sku = skus[i % skus.length] ?? "";
    const started = performance.now();
    const { status } = await send("/checkout/cart", { csrf, intent: "add", sku, quantity: "1" });
    adds.push(performance.now() - started);
    // A sold-out product is answered 422 with its message: timed too, but not used for the rooms.
    if (status === 303) inStock.add(sku);
    else if (status !== 422) throw new Error(`add answered ${status}`);
    // Keeps the cart within stock and cap; not timed.
    if (i % 50 === 49) await send("/checkout/cart", { csrf, intent: "clear" });
  }

  const changing = [...inStock];
  await send("/checkout/cart", { csrf, intent: "add", sku: changing[0] ?? "", quantity: "1" });
  const page = await send("/checkout/cart");
  const room = /"room":\{"url":"([^"]+)","cartId":"([^"]+)","token":"([^"]+)"\}/.exec(page.body);
  if (!room) throw new Error("The cart page names no room");
  const [, url, cartId, token] = room;
  const sockets = await Promise.all(
    Array.from(
      { length: 10 },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(
            `${url}/?${new URLSearchParams({ cartId: cartId ?? "", token: token ?? "" })}`,
          );
          socket.once("open", () => resolve(socket));
          socket.once("error", reject);
        }),
    ),
  );
  const fanOut: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const started = performance.now();
    const received = Promise.all(
      sockets.map((socket) => new Promise<void>((resolve) => socket.once("message", () => resolve()))),
    );
    await send("/checkout/cart", {
      csrf,
      intent: "add",
      sku: changing[i % changing.length] ?? "",
      quantity: "1",
    });
    await received;
    fanOut.push(performance.now() - started);
  }
  for (const socket of sockets) socket.close();

  console.info(
    `add to cart (HTTP form post, ${ADDS} requests): p50 ${ms(percentile(adds, 50))}, p95 ${ms(percentile(adds, 95))}`,
  );
  console.info(
    `room fan-out to 10 connections (${CHANGES} changes, from sending the change): p50 ${ms(percentile(fanOut, 50))}, p95 ${ms(percentile(fanOut, 95))}`,
  );
} finally {
  shop.stop();
}
