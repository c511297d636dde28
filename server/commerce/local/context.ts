/**
 * What every resource module of the embedded engine works with, handed to it instead of a god
 * object: the database, the clock, the reference data, a cart-calculator context per operation and
 * the notifier that passes stock changes on to listeners.
 */
import type { CalcContext } from "./cart-calculator";
import type { Db } from "./db";
import type { Reference } from "./reference-data";

export interface EngineContext {
  readonly db: Db;
  /** The clock; tests pass a fixed one. */
  now(): Date;
  readonly ref: Reference;
  /** A calculator context for one operation (it caches the products it reads for that operation). */
  calc(): CalcContext;
  /** Passes the stock-change log on to listeners now, after this process changed stock. */
  stockChanged(): void;
  /** Tells the order listeners (the embedded recommender, decision 0066) that this process placed an order. */
  orderPlaced(): void;
}
