/**
 * react-dom 18 ships no types for its web-streams server entry; its API is the one server.d.ts
 * declares. Used instead of renderToPipeableStream (decision 0008).
 */
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
