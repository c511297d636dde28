/**
 * The few parts of the Workers runtime's Durable Object API this code uses, declared structurally
 * (https://developers.cloudflare.com/durable-objects/api/): the shop type-checks with the DOM and
 * Node types, not the Workers ones, and nothing here imports `cloudflare:workers`, so the modules
 * load in workerd and are read by the Node tools alike. The Workers types' objects fit these shapes.
 */

/** A server-side WebSocket of workerd: hibernatable, with a small attachment that survives hibernation. */
export interface EdgeSocket {
  readonly readyState: number;
  send(message: string): void;
  close(code?: number, reason?: string): void;
  /** Accepts a socket the object handles itself (not hibernatable): used only to refuse one. */
  accept(): void;
  serializeAttachment(value: unknown): void;
  deserializeAttachment(): unknown;
}

export interface DurableStorage {
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
  delete(key: string): Promise<boolean>;
  deleteAll(): Promise<void>;
  list<T>(options: { prefix: string }): Promise<Map<string, T>>;
  setAlarm(scheduledTime: number): Promise<void>;
}

export interface DurableState {
  storage: DurableStorage;
  /** Hibernatable sockets: the runtime keeps them open while the object is evicted from memory. */
  acceptWebSocket(socket: EdgeSocket, tags?: string[]): void;
  getWebSockets(tag?: string): EdgeSocket[];
}

export interface DurableStub {
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
}

export interface DurableNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): DurableStub;
}

/** The stub of the object named `name` (one object per name, anywhere in the world). */
export const stubOf = (namespace: DurableNamespace, name: string) =>
  namespace.get(namespace.idFromName(name));

/** A JSON POST to one of this worker's Durable Objects. */
export const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** workerd's readyState of an open socket (the WebSocket standard's OPEN). */
export const OPEN = 1;

/**
 * A websocket answer the runtime completes: a 101 carrying the client end. Refusing with a close
 * code (rather than an HTTP error) is what the Node room server does, so the client sees the same
 * codes (ROOM_CLOSE) on both.
 */
export function refuseSocket(code: number, reason: string): Response {
  const [client, server] = socketPair();
  server.accept();
  server.close(code, reason);
  return socketResponse(client);
}

export const socketResponse = (client: EdgeSocket) =>
  new Response(null, { status: 101, webSocket: client } as ResponseInit);

/** A new socket pair: [the client's end, the object's end]. */
export function socketPair(): [EdgeSocket, EdgeSocket] {
  const { WebSocketPair } = globalThis as unknown as { WebSocketPair: new () => Record<0 | 1, EdgeSocket> };
  const pair = new WebSocketPair();
  return [pair[0], pair[1]];
}
