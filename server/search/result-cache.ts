/**
 * Search results kept for SPEC §9's "Search cache 120 s" (§7: "Results are cached for 120 s"), by
 * collection and parameters, in the process (or the worker isolate) that asked: the local index and
 * the Typesense adapter both keep one, so a category page of a large department, which is the same
 * faceted search for every visitor, is answered from memory until it expires or this process writes
 * to the collection. At most `limit` entries; the oldest goes first. Runtime-neutral (the edge build
 * imports the Typesense adapter). The shop's one keyed cache with a lifetime: the comparison's kept
 * columns and the embedded recommender's same-category lists keep theirs in one too (`kind` tells
 * the cache admin what it emptied).
 */
import { TIMINGS } from "../../config";
import { type CacheKind, registerCache } from "../cache-registry";

const DEFAULT_LIMIT = 2000;

export class ResultCache<T> {
  private readonly entries = new Map<string, { expires: number; value: T }>();

  constructor(
    private readonly ttlMs = TIMINGS.seconds.searchCache * 1000,
    private readonly limit = DEFAULT_LIMIT,
    kind: CacheKind = "search",
  ) {
    // The shop cache admin empties it (server/cache-registry.ts).
    registerCache(this, kind, () => this.entries.clear());
  }

  /** The key of a search: its collection first, so a write can drop the collection's entries. */
  static key(collection: string, params: unknown): string {
    return `${collection}|${JSON.stringify(params)}`;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { expires: Date.now() + this.ttlMs, value });
  }

  /** The values kept and not yet expired (to bring them up to date in place). */
  *values(): IterableIterator<T> {
    const now = Date.now();
    for (const entry of this.entries.values()) if (entry.expires > now) yield entry.value;
  }

  /** Drops the results of a collection whose documents changed. */
  dropCollection(collection: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${collection}|`)) this.entries.delete(key);
  }
}
