import * as z from "../zod-mini";
import { throttleLimit } from "./limits";

export const RATE_LIMITS_SCHEMA = z.object({ posts: throttleLimit, quickSearch: throttleLimit });

export const CACHE_ADMIN_ATTEMPTS_SCHEMA = throttleLimit;
