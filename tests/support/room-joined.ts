import type { Page, WebSocket } from "@playwright/test";

/**
 * Whether the page's current cart-room socket has acknowledged its join (the `room-joined` frame of
 * decisions 0079 and 0083, sent by the Node room server and the edge's Durable Object room alike).
 * The answer belongs to the socket, not the page: a navigation or a new socket (a reconnect) starts
 * unjoined, a closed one is no longer joined, and a frame of an older socket counts for nothing. The
 * listeners are added as the page announces the socket, synchronously, so no frame can come before.
 * Call it before the page is opened; poll the function it returns.
 */
export function roomJoined(page: Page): () => boolean {
  let current: WebSocket | undefined;
  let joined = false;
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    current = undefined;
    joined = false;
  });
  page.on("websocket", (socket) => {
    if (!socket.url().includes("cartId=")) return;
    current = socket;
    joined = false;
    socket.on("framereceived", ({ payload }) => {
      if (socket === current && String(payload).includes('"room-joined"')) joined = true;
    });
    socket.on("close", () => {
      if (socket === current) joined = false;
    });
  });
  return () => joined;
}
