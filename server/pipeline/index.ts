/**
 * The runtime-neutral request pipeline (issue 18 item 1, decision 0035): what a host imports. Nothing
 * reachable from here imports Node-only modules (server/pipeline/neutral.test.ts).
 */

export { type FileReader, type Mount, type StaticFile, staticFiles } from "../http/static";
export { createPipeline, decorate } from "./run";
export { createShopPipeline, type ShopPipelineOptions } from "./shop";
export type { Final, HostFacts, PipelineContext, RequestState, Step } from "./types";
