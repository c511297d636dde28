import type { Step } from "../pipeline/types";
import { roomsUrl } from "../rooms/url";

/**
 * Security headers for every response. The Content-Security-Policy allows scripts only with this
 * response's nonce (React's streamed scripts and Remix's hydration data carry it). A pipeline step
 * (issue 18 item 1): the headers are decided here and applied to whatever answers the request.
 */
const DEVELOPMENT = process.env.NODE_ENV === "development";

/** 16 random bytes, base64: a fresh nonce per response (Web Crypto, so the edge build has it too). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export const securityHeaders: Step = ({ host, state, headers }) => {
  const nonce = newNonce();
  state.cspNonce = nonce;
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      // The cart rooms (SPEC §7 websocket); `remix dev` also reloads the page over its own port.
      `connect-src 'self' ${roomsUrl({ secure: host.https, hostname: host.hostname })}${DEVELOPMENT ? " ws://localhost:*" : ""}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()",
  );
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (host.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return undefined;
};
