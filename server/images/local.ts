import { servesImage } from "../http/images";
import type { ImageCheckPort } from "./port";

/**
 * The embedded default (docs/decisions/0068): the catalog's own pictures (`/images/…`, drawn by
 * server/http/images.ts on Node and on the edge) are checked against the routes that draw them, with
 * no request; a URL on another host (an image a product points to elsewhere) goes to `remote`, the
 * HTTP adapter. A relative path the shop does not serve is missing.
 */
export function createLocalImageCheck(remote: ImageCheckPort): ImageCheckPort {
  return {
    description: `the shop's own pictures, other hosts by ${remote.description}`,
    async exists(url) {
      if (url.startsWith("/") && !url.startsWith("//")) return servesImage(url.split(/[?#]/)[0] ?? "");
      return remote.exists(url);
    },
  };
}
