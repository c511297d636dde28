import { useRevalidator } from "@remix-run/react";
import ReconnectingWebSocket from "partysocket/ws";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { TIMINGS } from "../../../config";
import type { RoomEvent } from "../../../server/rooms/events";

export interface RoomConnection {
  url: string;
  cartId: string;
  token: string;
}

const LiveStock = createContext<ReadonlyMap<string, number>>(new Map());

/** A SKU's available quantity: the latest `updated-stock` of the cart's room, else what the page loaded. */
export const useLiveStock = (sku: string, loaded: number) => useContext(LiveStock).get(sku) ?? loaded;

/**
 * SPEC §4 "Live updates": joins the cart's room with partysocket (2 retries, 5000 ms apart; a failed
 * connect is logged after them). `cart-update` with a newer version (or a deleted cart) reloads the
 * page's data, so every view of the cart (badge, sidebar, cart page, product maximum) shows it;
 * `updated-stock` replaces the stock of its SKU in place.
 */
export function LiveCartProvider({
  room,
  version,
  children,
}: {
  room?: RoomConnection;
  /** The cart version the page shows. */
  version?: number;
  children: ReactNode;
}) {
  const [stock, setStock] = useState<ReadonlyMap<string, number>>(new Map());
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const known = useRef(version ?? 0);
  known.current = Math.max(known.current, version ?? 0);

  const { url, cartId, token } = room ?? {};
  useEffect(() => {
    if (!url || !cartId || !token) return;
    const { retries, retryDelay } = TIMINGS.websocket;
    const query = new URLSearchParams({ cartId, token });
    const socket = new ReconnectingWebSocket(`${url}/?${query}`, [], {
      maxRetries: retries,
      minReconnectionDelay: retryDelay,
      maxReconnectionDelay: retryDelay,
      reconnectionDelayGrowFactor: 1,
    });
    socket.addEventListener("message", (message) => {
      let event: RoomEvent;
      try {
        event = JSON.parse(String(message.data)) as RoomEvent;
      } catch {
        return console.info("Cart room: unreadable message", message.data);
      }
      if (event.event === "cart-update") {
        if (event.data && event.data.version <= known.current) return;
        known.current = event.data?.version ?? known.current;
        revalidate.current();
      } else if (event.event === "updated-stock") {
        const { sku, availableQuantity } = event.data;
        setStock((current) => new Map(current).set(sku, availableQuantity));
      } else {
        console.info("Cart room: other event", event);
      }
    });
    socket.addEventListener("close", () => {
      if (socket.retryCount >= retries)
        console.warn(`Cart room: could not connect to ${url} after ${retries} retries`);
    });
    return () => socket.close();
  }, [url, cartId, token]);

  return <LiveStock.Provider value={stock}>{children}</LiveStock.Provider>;
}
