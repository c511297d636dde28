import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { ADYEN_WEB_ORIGINS } from "../../config/drop-in";
import { roomsUrl } from "../rooms/url";

/**
 * Security headers for every response. The Content-Security-Policy allows scripts only with this
 * response's nonce (React's streamed scripts and Remix's hydration data carry it).
 */
const DEVELOPMENT = process.env.NODE_ENV === "development";

type Env = Record<string, string | undefined>;

/**
 * The sources Adyen Web needs (config ADYEN_WEB_ORIGINS), each directive's as a string to append,
 * when the shop runs Adyen with a client key (the payment step's Drop-in, decision 0032); empty
 * strings otherwise, so a shop without Adyen Web keeps the strict policy.
 */
export function adyenWebSources(env: Env) {
  const environment = (env.ADYEN_ENVIRONMENT ?? "test").toLowerCase();
  const on =
    Boolean(env.ADYEN_API_KEY && env.ADYEN_CLIENT_KEY) && (environment === "test" || environment === "live");
  const origins = on ? ADYEN_WEB_ORIGINS[environment as "test" | "live"] : null;
  const join = (list: string[] | undefined) => (list?.length ? ` ${list.join(" ")}` : "");
  return {
    script: join(origins?.script),
    connect: join(origins?.connect),
    img: join(origins?.img),
    frame: join(origins?.frame),
    formAction: join(origins?.formAction),
  };
}
const ADYEN_WEB = adyenWebSources(process.env);

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${ADYEN_WEB.script}`,
      "style-src 'self'",
      `img-src 'self' data:${ADYEN_WEB.img}`,
      "font-src 'self'",
      // The cart rooms (SPEC §7 websocket); `remix dev` also reloads the page over its own port.
      `connect-src 'self' ${roomsUrl({ secure: req.secure, hostname: req.hostname })}${DEVELOPMENT ? " ws://localhost:*" : ""}${ADYEN_WEB.connect}`,
      `frame-src 'self'${ADYEN_WEB.frame}`,
      "object-src 'none'",
      "base-uri 'self'",
      `form-action 'self'${ADYEN_WEB.formAction}`,
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
