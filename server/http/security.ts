import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { roomsUrl } from "../rooms/url";

/**
 * Security headers for every response. The Content-Security-Policy allows scripts only with this
 * response's nonce (React's streamed scripts and Remix's hydration data carry it).
 */
const DEVELOPMENT = process.env.NODE_ENV === "development";
/**
 * Google Pay's own script, frames, calls and images (Google's documented CSP sources), for Adyen
 * Web's Google Pay express button (docs/decisions/0031).
 */
const GOOGLE_PAY = "https://pay.google.com";
const GOOGLE_PAY_IMAGES = "https://www.gstatic.com";

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' ${GOOGLE_PAY}`,
      "style-src 'self'",
      `img-src 'self' data: ${GOOGLE_PAY_IMAGES}`,
      `frame-src ${GOOGLE_PAY}`,
      "font-src 'self'",
      // The cart rooms (SPEC §7 websocket); `remix dev` also reloads the page over its own port.
      `connect-src 'self' ${GOOGLE_PAY} ${roomsUrl({ secure: req.secure, hostname: req.hostname })}${DEVELOPMENT ? " ws://localhost:*" : ""}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()",
  );
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}
