import type { Cart } from "@commercetools/platform-sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartRoom } from "./cart-room";
import { ROOM_HEADERS, ROOM_REQUESTS, type RoomsEnv } from "./protocol";
import type { DurableNamespace, DurableState, DurableStorage, EdgeSocket } from "./runtime";

/**
 * Hibernation (issue 18 item 4): an idle room is evicted from memory while its sockets stay open,
 * and the next event builds a new object. Here every event goes to a new CartRoom over the same
 * state (storage, the runtime's sockets), so anything a room kept in memory would be lost.
 */
function runtime({ indexed }: { indexed?: () => void } = {}) {
  const store = new Map<string, unknown>();
  const storage: DurableStorage = {
    get: async <T>(key: string) => store.get(key) as T | undefined,
    put: async (key, value) => void store.set(key, value),
    delete: async (key) => store.delete(key),
    deleteAll: async () => store.clear(),
    list: async <T>({ prefix }: { prefix: string }) =>
      new Map([...store].filter(([key]) => key.startsWith(prefix))) as Map<string, T>,
    setAlarm: async () => {},
  };
  const sockets: (EdgeSocket & { frames: string[] })[] = [];
  const state: DurableState = {
    storage,
    acceptWebSocket: (socket) => void sockets.push(socket as EdgeSocket & { frames: string[] }),
    getWebSockets: () => sockets,
  };
  const followed: string[] = [];
  const index: DurableNamespace = {
    idFromName: (sku) => sku,
    get: (sku) => ({
      fetch: async (url, init) => {
        const { cartId } = JSON.parse(String(init?.body));
        followed.push(`${String(url).split("/").pop()} ${String(sku)} ${cartId}`);
        indexed?.();
        return new Response(null, { status: 204 });
      },
    }),
  };
  const env = { STOCK_INDEX: index, CART_ROOMS: index } as RoomsEnv;
  /** A socket as workerd makes one (WebSocketPair's ends), recording the frames sent on it. */
  const made = () => {
    let attachment: unknown;
    const created = {
      readyState: 1,
      frames: [] as string[],
      send: (frame: string) => void created.frames.push(frame),
      close: () => {
        created.readyState = 3;
      },
      accept: () => {},
      serializeAttachment: (value: unknown) => {
        attachment = structuredClone(value);
      },
      deserializeAttachment: () => attachment,
    };
    return created;
  };
  /** A socket already in the room. */
  const socket = (cartId: string) => {
    const created = made();
    created.serializeAttachment({ cartId });
    state.acceptWebSocket(created);
    return created;
  };
  /** A room as the runtime makes it after hibernation: new, over the same state. */
  const room = () => new CartRoom(state, env);
  return { store, sockets, followed, made, socket, room };
}

const post = (url: string, body: unknown) => new Request(url, { method: "POST", body: JSON.stringify(body) });
const cart = (skus: string[]) =>
  ({
    id: "h1",
    version: 2,
    lineItems: skus.map((sku) => ({ variant: { sku } })),
    customerEmail: "h@example.com",
  }) as unknown as Cart;

afterEach(() => vi.unstubAllGlobals());

describe("a cart room's connect", () => {
  it("acknowledges the join only after it asked the stock index to follow the cart's SKUs (decision 0083)", async () => {
    // On the wire workerd answers the 101 only when connect returns, so a frame queued anywhere in
    // connect arrives after the join; the order is pinned here, where the frames are seen as sent.
    const framesWhenFollowed: number[] = [];
    const { made, sockets, followed, room } = runtime({
      indexed: () => framesWhenFollowed.push(sockets[0]?.frames.length ?? -1),
    });
    const pair: ReturnType<typeof made>[] = [];
    vi.stubGlobal(
      "WebSocketPair",
      class {
        0 = made();
        1 = made();
        constructor() {
          pair.push(this[0], this[1]);
        }
      },
    );
    // Node's Response refuses status 101; workerd's carries the client end of the pair.
    vi.stubGlobal(
      "Response",
      class extends Response {
        constructor(body?: BodyInit | null, init?: ResponseInit & { webSocket?: unknown }) {
          super(body, init?.status === 101 ? { ...init, status: 200 } : init);
          if (init?.status === 101) Object.defineProperties(this, { status: { value: 101 } });
          Object.defineProperties(this, { webSocket: { value: init?.webSocket ?? null } });
        }
      },
    );
    const answer = await room().fetch(
      new Request(ROOM_REQUESTS.connect, {
        headers: { [ROOM_HEADERS.cartId]: "c1", [ROOM_HEADERS.skus]: JSON.stringify(["S1"]) },
      }),
    );
    expect(answer.status).toBe(101);
    expect((answer as Response & { webSocket: unknown }).webSocket).toBe(pair[0]);
    expect(sockets).toEqual([pair[1]]);
    expect(followed).toEqual(["follow S1 c1"]);
    // Nothing was sent on the room's end while the index was asked; room-joined only after it.
    expect(framesWhenFollowed).toEqual([0]);
    expect(pair[1]?.frames.map((frame) => JSON.parse(frame))).toEqual([{ event: "room-joined" }]);
    expect(pair[0]?.frames).toEqual([]);
  });
});

describe("a cart room across hibernation", () => {
  it("keeps nothing in memory: its fields are the runtime's state and env only", () => {
    const { room } = runtime();
    expect(Object.keys(room())).toEqual(["ctx", "env"]);
  });

  it("sends, follows its SKUs and stops following them with new objects for every event", async () => {
    const { store, socket, followed, room } = runtime();
    store.set("cart-id", "h1");
    const a = socket("h1");
    expect(
      (await room().fetch(post(ROOM_REQUESTS.publish, { event: "cart-update", data: cart(["S1", "S2"]) })))
        .status,
    ).toBe(204);
    expect(JSON.parse(a.frames[0] ?? "")).toEqual({
      event: "cart-update",
      data: { id: "h1", version: 2, lineItems: [{ variant: { sku: "S1" } }, { variant: { sku: "S2" } }] },
    });
    expect(followed).toEqual(["follow S1 h1", "follow S2 h1"]);
    const stock = await room().fetch(post(ROOM_REQUESTS.stock, { sku: "S2", availableQuantity: 1 }));
    expect(stock.status).toBe(204);
    expect(JSON.parse(a.frames[1] ?? "")).toEqual({
      event: "updated-stock",
      data: { sku: "S2", availableQuantity: 1 },
    });
    // A SKU the cart does not hold: 410, so the index forgets this room for it.
    expect((await room().fetch(post(ROOM_REQUESTS.stock, { sku: "S9", availableQuantity: 1 }))).status).toBe(
      410,
    );
    await room().fetch(post(ROOM_REQUESTS.publish, { event: "cart-update", data: cart(["S2"]) }));
    expect(followed.slice(2)).toEqual(["unfollow S1 h1"]);
    // The last socket leaves: the room stops following what it still held.
    a.readyState = 3;
    await room().webSocketClose(a, 1000, "bye");
    expect(followed.slice(3)).toEqual(["unfollow S2 h1"]);
    expect((await room().fetch(post(ROOM_REQUESTS.stock, { sku: "S2", availableQuantity: 0 }))).status).toBe(
      410,
    );
  });
});
