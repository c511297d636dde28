import { type BrowserContext, expect, test } from "@playwright/test";
import { CLUSTER } from "../../../config/cluster";
import { E2E_PORT } from "../../../playwright.config";
import { addFromProductPage, badge, cartUrl, lines, PUMP, t } from "../../support/cart";
import { open } from "../../support/page";
import { roomJoined } from "../../support/room-joined";

// Issue 22 item 6 (decision 0057): `npm run start:cluster` with CLUSTER_PINNING=on, so a cookie puts
// each browser on one storefront process, for its pages and its cart room (the rooms' socket goes to
// ws://localhost:PORT, hence the cookie on both hosts). A change made through one process reaches the
// other's room over the Redis bus. That a throttle hit on one process counts on the other is proved
// by tests/integration/scale-out-redis.test.ts; the front's routing by server/node/balancer.test.ts.

/** Pins every request of the context, pages and room socket, to storefront process `index`. */
async function pin(context: BrowserContext, index: number) {
  await context.addCookies(
    ["de.localhost", "localhost"].map((host) => ({
      name: CLUSTER.pinCookie,
      value: String(index),
      url: `http://${host}:${E2E_PORT}`,
    })),
  );
}

test("two tabs of one cart on two processes see each other's changes live", async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  await pin(first, 0);
  const a = await first.newPage();
  await addFromProductPage(a, PUMP, true);
  // The same cart in the second browser, on the other process.
  await second.addCookies(await first.cookies());
  await pin(second, 1);
  const b = await second.newPage();
  // Each browser's pages come from its own process (the front names it when pinning).
  expect((await b.goto(cartUrl))?.headers()["x-cluster-backend"]).toBe("1");
  // The room is joined after the page hydrates (partysocket is loaded then), and on the server after
  // the token, the cart's place (in Redis) and the Redis subscription: on a busy machine that can
  // take a while, and a change sent before it would never reach the second browser. So the change
  // below waits for the room's acknowledgement of the join.
  const joined = roomJoined(b);
  await open(b, cartUrl, true);
  await expect.poll(joined, { timeout: 120_000 }).toBe(true);
  await expect(lines(b).first().getByRole("spinbutton")).toHaveValue("1");
  expect((await a.goto(cartUrl))?.headers()["x-cluster-backend"]).toBe("0");
  // The first browser's room too: the second's change below must reach it, so its (new) socket's
  // join is acknowledged before anything is changed.
  const aJoined = roomJoined(a);
  await open(a, cartUrl, true);
  await expect.poll(aJoined, { timeout: 120_000 }).toBe(true);
  await lines(a).first().getByRole("spinbutton").fill("3");
  await lines(a)
    .first()
    .getByRole("button", { name: t("update") })
    .click();
  await expect(lines(b).first().getByRole("spinbutton")).toHaveValue("3");
  await expect(badge(b)).toHaveText("3");
  // And back: a change on the second process reaches the first.
  await b.getByRole("button", { name: t("clear") }).click();
  await expect(a.getByText(t("empty"))).toBeVisible();
  await expect(badge(a)).toHaveText("0");
  await first.close();
  await second.close();
});
