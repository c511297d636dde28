import { expect, test } from "@playwright/test";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { dataWithUnavailable, noteUnavailable } from "../../app/lib/unavailable.server";
import { ServiceUnavailable } from "../../server/faults";
import { shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

// A client-side navigation whose data request meets a dead service (decision 0069): the shop's answer
// (made here by the shop's own function, as tests/integration/fault-matrix.after-build.test.ts proves
// the server sends it) shows as the translated error page with the failed request's reference.

test("a category reached by a client-side navigation while its service is down: the error page with its reference (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every page is a document (the fault matrix's rows)");
  const context = { requestId: "rdata-e2e-data-request" } as AppLoadContext;
  noteUnavailable(new ServiceUnavailable("search"), context);
  const remixError = new Response(JSON.stringify({ message: "Unexpected Server Error" }), {
    status: 500,
    headers: { "Content-Type": "application/json", "X-Remix-Error": "yes" },
  });
  const answer = dataWithUnavailable(remixError, context);
  const body = await answer.text();
  let asked = 0;
  await page.route(
    (url) => url.pathname === "/werkstatt/" && url.searchParams.has("_data"),
    (route) => {
      asked += 1;
      return route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body });
    },
  );
  await open(page, shopUrl("de", "/"), true);
  await page
    .getByRole("navigation", { name: uiText("de", "header.categories") })
    .getByRole("link", { name: "Werkstatt", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: uiText("de", "error.heading") })).toBeVisible();
  await expect(page.locator("#request-id")).toHaveText("rdata-e2e-data-request");
  await expect(page).toHaveURL(shopUrl("de", "/werkstatt/"));
  expect(asked).toBeGreaterThan(0);
});
