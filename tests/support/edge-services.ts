import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import WebSocket from "ws";
import { CommercetoolsCommerce } from "../../server/commerce/commercetools";
import { createApiRoot } from "../../server/commerce/commercetools/client";
import { LOCAL_CTP_CLIENT, type LocalServiceKeys } from "../../server/local-services/index";
import { E2E_EDGE_PORT, E2E_EDGE_SERVICES_PORT } from "../e2e/edge/target";

/**
 * The edge server's local services host as a test reads it (issue 18 items 3 and 4): its URL (the
 * fixed port of tests/e2e/edge/target.ts) and the keys it keeps in the data folder
 * (server/local-services/embedded.ts keptKeys), so a journey can check what the worker did through
 * the production adapters, as the worker itself reads it.
 */
export const servicesUrl = `http://127.0.0.1:${E2E_EDGE_SERVICES_PORT}`;

/** The host's keys, as `npm run start:edge` wrote them (.data/local-services.json, mode 600). */
export function servicesKeys(): LocalServiceKeys {
  return JSON.parse(readFileSync(path.join(".data", "local-services.json"), "utf8")) as LocalServiceKeys;
}

/** The commercetools adapter over the host's local commercetools API, with the worker's credentials. */
export function platform(): CommercetoolsCommerce {
  const base = `${servicesUrl}/commercetools`;
  return new CommercetoolsCommerce(
    createApiRoot({
      CTP_PROJECT_KEY: LOCAL_CTP_CLIENT.projectKey,
      CTP_CLIENT_ID: LOCAL_CTP_CLIENT.clientId,
      CTP_CLIENT_SECRET: servicesKeys().commercetools,
      CTP_AUTH_URL: base,
      CTP_API_URL: base,
    }),
  );
}

/** A JSON post to the worker itself (not a country's host: webhooks name no market). */
export function postToWorker(
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: E2E_EDGE_PORT,
        path: pathname,
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

export interface RoomListener {
  /** Every event the room sent so far, parsed; not its acknowledgement of the join (`room-joined`). */
  events: { event: string; data: unknown }[];
  close(): void;
}

/**
 * Joins a cart's room on the worker as the page's script does (the room's URL, cart id and token
 * from the cart page's data) and records what it sends; resolves once the socket is open.
 */
export function joinRoom(cartPage: string): Promise<RoomListener> {
  const [, url = "", cartId = "", token = ""] =
    /"room":\{"url":"([^"]+)","cartId":"([^"]+)","token":"([^"]+)"\}/.exec(cartPage) ?? [];
  const target = new URL(url);
  target.hostname = "127.0.0.1";
  target.search = new URLSearchParams({ cartId, token }).toString();
  const socket = new WebSocket(target.href);
  const events: RoomListener["events"] = [];
  socket.on("message", (data) => {
    const frame = JSON.parse(String(data)) as RoomListener["events"][number];
    if (frame.event !== "room-joined") events.push(frame);
  });
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve({ events, close: () => socket.close() }));
    socket.once("error", reject);
    socket.once("close", (code) => reject(new Error(`The room closed the socket (${code})`)));
  });
}
