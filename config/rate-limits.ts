import type { ThrottleLimit } from "./limits";

/**
 * Not in SPEC: per client address (issue 22 item 8, decision 0054), every POST to the shop and
 * every quick-search call, counted in a sliding window through the Throttles port. Generous: a
 * shopper clicking fast makes a few posts a minute and types a few searches a second at most; a
 * script flooding the forms or the search meets the limit within a minute. The load test and a test
 * server that posts from one loopback address switch the limits off (RATE_LIMITS=off).
 */
export const RATE_LIMITS: { posts: ThrottleLimit; quickSearch: ThrottleLimit } = {
  posts: { max: 120, windowMinutes: 1 },
  quickSearch: { max: 300, windowMinutes: 1 },
};

/**
 * Not in SPEC: attempts at the shop cache admin's basic credentials (SPEC §6 endpoint, decision
 * 0059) per client address. The operator types them rarely and right; a script guessing them meets
 * the limit after a handful. Counted before the comparison, a right guess taken back, so only
 * failures stay; never switched off by RATE_LIMITS=off (no load test posts there).
 */
export const CACHE_ADMIN_ATTEMPTS: ThrottleLimit = { max: 5, windowMinutes: 15 };
