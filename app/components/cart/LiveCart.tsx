import { useFetchers, useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import type ReconnectingWebSocket from "partysocket/ws";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { TIMINGS } from "../../../config";
import type { RoomEvent, RoomFrame } from "../../../server/rooms/events";

export interface RoomConnection {
  url: string;
  cartId: string;
  token: string;
}

const NO_STOCK: ReadonlyMap<string, number> = new Map();
const LiveStock = createContext(NO_STOCK);

/** A SKU's available quantity: the latest `updated-stock` of the cart's room, else what the page loaded. */
export const useLiveStock = (sku: string, loaded: number) => useContext(LiveStock).get(sku) ?? loaded;

/** The provider's latest render, for the room's listeners: the data's generation, the cart version, the token. */
interface RoomState {
  generation: string;
  version: number;
  token: string;
}

/** The stock the room reported, for the generation of the page's data it came in. */
interface LiveStockState {
  generation: string;
  stock: ReadonlyMap<string, number>;
}

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
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const busy = useRef(false);
  busy.current = useSubmitting();
  // Live stock holds only until the page's data is loaded again (a navigation, a cart change).
  const generation = `${useLocation().key}:${version ?? 0}`;
  const current = useRef<RoomState>({ generation, version: version ?? 0, token: room?.token ?? "" });
  current.current = {
    generation,
    version: Math.max(version ?? 0, current.current.version),
    token: room?.token ?? "",
  };
  const [live, setLive] = useState<LiveStockState>({ generation, stock: new Map() });
  const stock = live.generation === generation ? live.stock : NO_STOCK;

  const { url, cartId } = room ?? {};
  useEffect(() => {
    if (!url || !cartId) return;
    // Another cart (after emptying, or another store) starts its own version count.
    current.current.version = 0;
    return connectRoom(
      url,
      cartId,
      () => current.current.token,
      (event) => {
        if (event.event === "cart-update") {
          if (event.data && event.data.version <= current.current.version) return;
          if (event.data) current.current.version = event.data.version;
          if (!busy.current) revalidate.current();
        } else if (event.event === "updated-stock") {
          const { sku, availableQuantity } = event.data;
          setLive(withStock(current.current.generation, sku, availableQuantity));
        } else {
          console.info("Cart room: other event", event);
        }
      },
    );
  }, [url, cartId]);

  return <LiveStock.Provider value={stock}>{children}</LiveStock.Provider>;
}

/**
 * While a navigation or this tab's own form post is under way, Remix loads the data after it anyway:
 * the room's echo must not load it a second time. A fetcher that only loads (quick search, the cart
 * sidebar) reloads no cart, so it does not hold an update back.
 */
function useSubmitting() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.formData !== undefined);
}

/** A SKU's reported stock added to what this generation of the page's data has (an older one's is dropped). */
const withStock =
  (generation: string, sku: string, availableQuantity: number) =>
  (previous: LiveStockState): LiveStockState => ({
    generation,
    stock: new Map(previous.generation === generation ? previous.stock : []).set(sku, availableQuantity),
  });

/**
 * Connects to the cart's room and hands each readable event on; answers the disconnect. partysocket
 * is fetched here, after hydration and only for a visitor with a cart, rather than with every page
 * (issue 20 item 1, decision 0045): a first visit has no cart and no room.
 */
function connectRoom(url: string, cartId: string, token: () => string, onEvent: (event: RoomEvent) => void) {
  let socket: ReconnectingWebSocket | undefined;
  let closed = false;
  import("partysocket/ws").then(
    ({ default: Socket }) => {
      if (!closed) socket = openSocket(Socket, url, cartId, token, onEvent);
    },
    (error: unknown) => console.warn("Cart room: could not load the live connection", error),
  );
  return () => {
    closed = true;
    socket?.close();
  };
}

function openSocket(
  Socket: typeof ReconnectingWebSocket,
  url: string,
  cartId: string,
  token: () => string,
  onEvent: (event: RoomEvent) => void,
) {
  const { retries, retryDelay } = TIMINGS.websocket;
  // The URL as given (ROOMS_PUBLIC_URL may carry a path that the CSP names exactly), with the
  // newest token at every (re)connect: the page re-issues it with each load.
  const socket = new Socket(() => `${url}?${new URLSearchParams({ cartId, token: token() })}`, [], {
    maxRetries: retries,
    minReconnectionDelay: retryDelay,
    maxReconnectionDelay: retryDelay,
    reconnectionDelayGrowFactor: 1,
  });
  socket.addEventListener("message", (message) => {
    let frame: RoomFrame;
    try {
      frame = JSON.parse(String(message.data)) as RoomFrame;
    } catch {
      return console.info("Cart room: unreadable message", message.data);
    }
    // The server's acknowledgement of the join (the test journeys wait for it): nothing to show.
    if (frame.event === "room-joined") return;
    onEvent(frame);
  });
  socket.addEventListener("close", () => {
    if (socket.retryCount >= retries)
      console.warn(`Cart room: could not connect to ${url} after ${retries} retries`);
  });
  return socket;
}
