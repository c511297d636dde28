/**
 * Where a Video block's film is (issue 21 item 1: "video that loads only on click"). The watch page
 * is a plain link that works without JavaScript; the embed is the hosts' privacy-enhanced player
 * (YouTube's no-cookie domain, Vimeo with Do Not Track), loaded only once the visitor clicks play.
 * The embed origins are the page's CSP `frame-src` (server/http/security.ts), and nothing else.
 */
export type VideoProvider = "youtube" | "vimeo";

export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

/** The video's own page at its host. */
export function videoWatchUrl(provider: VideoProvider, id: string): string {
  const safe = encodeURIComponent(id);
  return provider === "youtube" ? `https://www.youtube.com/watch?v=${safe}` : `https://vimeo.com/${safe}`;
}

/** The player the click swaps in, starting at once (the click was the visitor's request to play). */
export function videoEmbedUrl(provider: VideoProvider, id: string): string {
  const safe = encodeURIComponent(id);
  return provider === "youtube"
    ? `${VIDEO_FRAME_ORIGINS[0]}/embed/${safe}?autoplay=1`
    : `${VIDEO_FRAME_ORIGINS[1]}/video/${safe}?autoplay=1&dnt=1`;
}
