import { z } from "zod";
import {
  inWindow,
  type SharedThrottle,
  type Throttles as ThrottlesPort,
  throttleKey,
  waitMinutes,
} from "../../account/throttle";
import { sha256Hex } from "../../digest";
import { type DurableNamespace, type DurableState, postJson, stubOf } from "../rooms/runtime";

/** The worker's binding of the Throttles Durable Object (wrangler.toml). */
export interface ThrottlesEnv {
  THROTTLES: DurableNamespace;
}

const THROTTLE_REQUEST = "https://throttle/";

const operation = z.object({
  op: z.enum(["blockedFor", "count", "undo", "clear"]),
  max: z.number().int().positive(),
  windowMinutes: z.number().positive(),
  /** The caller's clock (ms): the worker's Date.now(), so a test can move it. */
  now: z.number(),
  /** The event to take back (undo). */
  id: z.string().max(64).optional(),
});
type Operation = z.infer<typeof operation>;

interface Event {
  at: number;
  id: string;
}

/** What a bucket stores: its events, and when it was last written (real time) for the clean-up. */
interface Bucket {
  events: Event[];
  touched: number;
  windowMs: number;
}

/**
 * One bucket of a shared throttle (issue 18 item 2): the events of one key of one limit (say, the
 * failed sign-ins of one e-mail), in a Durable Object of its own, so every isolate and every location
 * counts in one place and one bucket's traffic never queues behind another's. The events are in
 * storage (they survive eviction and restarts); the object handles one request at a time, so
 * checking and counting are one step. After a window without events the bucket deletes itself.
 */
export class Throttles {
  constructor(private readonly ctx: DurableState) {}

  async fetch(request: Request): Promise<Response> {
    const parsed = operation.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return Response.json({ error: "Not a throttle operation" }, { status: 400 });
    return Response.json(await this.apply(parsed.data));
  }

  private async apply({ op, max, windowMinutes, now, id }: Operation) {
    const limit = { max, windowMinutes };
    const stored = (await this.ctx.storage.get<Bucket>("bucket"))?.events ?? [];
    const times = new Set(
      inWindow(
        stored.map((e) => e.at),
        limit,
        now,
      ),
    );
    let events = stored.filter((e) => times.has(e.at));
    const wait = () =>
      waitMinutes(
        events.map((e) => e.at),
        limit,
        now,
      );
    let counted: string | undefined;
    if (op === "count" && wait() === 0) {
      counted = crypto.randomUUID();
      events = [...events, { at: now, id: counted }];
    } else if (op === "undo") events = events.filter((e) => e.id !== id);
    else if (op === "clear") events = [];
    if (events.length === 0) await this.ctx.storage.deleteAll();
    else if (op !== "blockedFor" || events.length !== stored.length) {
      const windowMs = windowMinutes * 60_000;
      await this.ctx.storage.put<Bucket>("bucket", { events, touched: Date.now(), windowMs });
      // Clean-up in real time: a bucket nobody wrote to for a whole window is deleted.
      await this.ctx.storage.setAlarm(Date.now() + windowMs + 60_000);
    }
    return { blockedFor: wait(), id: counted };
  }

  async alarm(): Promise<void> {
    const bucket = await this.ctx.storage.get<Bucket>("bucket");
    if (!bucket || Date.now() - bucket.touched >= bucket.windowMs) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(bucket.touched + bucket.windowMs + 60_000);
  }
}

/** The bucket's object name: a hash, so no e-mail or address is visible in an object's name. */
async function bucketName(name: string, key: string): Promise<string> {
  return sha256Hex(`${name}:${throttleKey(key)}`);
}

/**
 * The shared `Throttles` of the edge: each limit's key in its own Throttles object (one per
 * name and key), the same sliding window and the same contract as the Node server's memory
 * (server/account/throttle-contract.ts). `now` is the worker's clock.
 */
export function createDurableThrottles(env: ThrottlesEnv, now: () => number = Date.now): ThrottlesPort {
  return (name, limit): SharedThrottle => {
    const call = async (key: string, op: Operation["op"], id?: string) => {
      const stub = stubOf(env.THROTTLES, await bucketName(name, key));
      const answer = await stub.fetch(THROTTLE_REQUEST, postJson({ op, ...limit, now: now(), id }));
      if (!answer.ok) throw new Error(`Throttles: the bucket answered ${answer.status}`);
      return (await answer.json()) as { blockedFor: number; id?: string };
    };
    return {
      blockedFor: async (key) => (await call(key, "blockedFor")).blockedFor,
      async count(key) {
        const { blockedFor, id } = await call(key, "count");
        let undone = false;
        const undo = async () => {
          if (id && !undone) await call(key, "undo", id);
          undone = true;
        };
        return { blockedFor: id ? 0 : blockedFor, undo };
      },
      clear: async (key) => {
        await call(key, "clear");
      },
    };
  };
}
