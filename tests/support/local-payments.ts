/**
 * The local payment provider as the shop runs it, for its tests: the provider on a SQLite file of a
 * temporary folder, the shop's page routes behind its security headers (request pipeline steps on the
 * Node host's listener), and a webhook receiver keeping every notification it accepts.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { vi } from "vitest";
import { securityHeaders } from "../../server/http/security";
import { nodeListener } from "../../server/node/http";
import {
  createLocalPayments,
  type HostedPaymentRequest,
  type LocalPayments,
  localPaymentRoutes,
} from "../../server/payments";
import { createPipeline } from "../../server/pipeline";

export interface Listening {
  server: Server;
  base: string;
}

/** A notification the webhook accepted: the posted body and its one item. */
export interface Received {
  body: unknown;
  item: Record<string, unknown>;
}

export interface LocalPaymentsBed {
  provider: LocalPayments;
  /** The shop serving the provider's page. */
  shop: Listening;
  /** The webhook receiver (`${hook.base}/hook`). */
  hook: Listening;
  /** The provider's database file and HMAC key, to open it again. */
  file: string;
  hmacKey: string;
  received: Received[];
  /** Closes the provider (after its deliveries), both servers, and removes the folder. */
  close(): Promise<void>;
}

export const listen = (app: RequestListener) =>
  new Promise<Listening>((resolve) => {
    const server = createServer(app).listen(0, "127.0.0.1", () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });

/** Starts the provider, its page and a webhook; `failNext` says whether to answer a notification 500. */
export async function startLocalPayments(
  options: { failNext?: () => boolean } = {},
): Promise<LocalPaymentsBed> {
  const hmacKey = randomBytes(32).toString("hex");
  const dir = mkdtempSync(path.join(os.tmpdir(), "payments-"));
  const file = path.join(dir, "payments.sqlite");
  const received: Received[] = [];
  const receiver = express();
  receiver.post("/hook", express.json(), (req, res) => {
    if (options.failNext?.()) return res.status(500).send("down");
    received.push({ body: req.body, item: req.body.notificationItems[0].NotificationRequestItem });
    res.send("[accepted]");
  });
  const hook = await listen(receiver);
  const provider = createLocalPayments({ file, hmacKey, webhookUrl: `${hook.base}/hook` });
  // The shop's request pipeline with only the steps the page needs; anything else is a 404.
  const pipeline = createPipeline(
    [securityHeaders, localPaymentRoutes(provider)],
    async () => new Response("Not Found", { status: 404 }),
  );
  const shop = await listen(nodeListener(pipeline));
  const close = async () => {
    await provider.close();
    shop.server.close();
    hook.server.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { provider, shop, hook, file, hmacKey, received, close };
}

/** A payment request returning to the shop at `base`, with a reference of its own. */
export const paymentRequest = (
  base: string,
  over: Partial<HostedPaymentRequest> = {},
): HostedPaymentRequest => ({
  reference: `pay-${randomBytes(4).toString("hex")}`,
  amount: { currency: "EUR", value: 12345 },
  countryCode: "PT",
  shopperLocale: "pt-PT",
  shopperEmail: "ana@example.com",
  returnUrl: `${base}/checkout/payment/return?step=4`,
  ...over,
});

/** Posts the provider's page form, as a browser without JavaScript does. */
export const submit = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });

/** The notification for a merchant reference, once it has arrived. */
export const notificationIn = (received: Received[], reference: string) =>
  vi.waitFor(
    () => {
      const found = received.find((n) => n.item.merchantReference === reference);
      if (!found) throw new Error(`no notification for ${reference} yet`);
      return found;
    },
    { timeout: 15_000 },
  );

/** The redirect back to the shop: its URL, `sessionId` and `sessionResult`. */
export const returned = (response: Response) => {
  const location = new URL(response.headers.get("location") ?? "");
  return {
    location,
    sessionId: location.searchParams.get("sessionId") ?? "",
    sessionResult: location.searchParams.get("sessionResult") ?? "",
  };
};
