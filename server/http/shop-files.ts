import type { FileReader, Mount } from "./static";

const HOUR = 3600;

/** The folders the shop serves files from, as the repository names them. */
export type ShopFolder = "public/build" | "locales" | "public";

/**
 * The shop's static mounts, written once for both hosts (issue 18 item 1): the Node host reads the
 * folders from disk (server/node/files.ts), the worker from its static assets (server/edge/assets.ts).
 */
export function shopFileMounts(filesOf: (folder: ShopFolder) => FileReader): Mount[] {
  return [
    // Hashed build assets never change under their name.
    {
      prefix: "/build",
      files: filesOf("public/build"),
      maxAgeSeconds: 365 * 24 * HOUR,
      immutable: true,
      fallthrough: false,
    },
    { prefix: "/locales", files: filesOf("locales"), maxAgeSeconds: HOUR, fallthrough: false },
    { prefix: "", files: filesOf("public"), maxAgeSeconds: HOUR, fallthrough: true },
  ];
}
