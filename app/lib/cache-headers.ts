/**
 * The one home of the Cache-Control a route sends when its answer is for this visitor and this moment
 * only (a VAT check's result, an order's tracking states, an express payment's outcome): `no-store`
 * keeps it out of every cache, the browser's and any shared one (RFC 9111 §5.2.2.5), so `private`
 * beside it adds nothing. The token pages' fuller set is PRIVATE_HEADERS (my-orders.server.ts); a
 * page's default is entry.server.tsx's.
 */
export const NO_STORE = { "Cache-Control": "no-store" } as const;
