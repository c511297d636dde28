import { PORTS } from "../../config";
import { ADYEN_WEB_ORIGINS } from "../../config/drop-in";
import { VIDEO_FRAME_ORIGINS } from "../cms/video";
import type { Step } from "../pipeline/types";
import { type RoomsAddress, roomsUrl } from "../rooms/url";

/**
 * Security headers for every response. The Content-Security-Policy allows scripts only with this
 * response's nonce (React's streamed scripts and Remix's hydration data carry it). A pipeline step
 * (issue 18 item 1): the headers are decided here and applied to whatever answers the request.
 */
type Env = Record<string, string | undefined>;

/**
 * The sources Adyen Web needs (config ADYEN_WEB_ORIGINS), each directive's as a string to append,
 * when the shop runs Adyen with a client key (the payment step's Drop-in, decision 0032; Google Pay
 * express, decision 0031); empty strings otherwise, so a shop without Adyen Web keeps the strict
 * policy.
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

/** What the policy depends on, passed in by the host from its configuration (issue 18 item 2). */
export interface SecuritySettings {
  /** `remix dev` reloads the page over its own websocket port: allowed in development only. */
  development?: boolean;
  /** Where browsers reach the cart rooms (server/rooms/url.ts). */
  rooms?: RoomsAddress;
  /** The Adyen Web sources of adyenWebSources(env); none when absent. */
  adyenWeb?: ReturnType<typeof adyenWebSources>;
  /**
   * The consent manager's and tag manager's origins (server/consent consentSources), exactly the
   * configured ones (issue 23, decision 0055); none when absent.
   */
  consentScripts?: { script: string; connect: string; img: string };
  /**
   * The configured third-party widgets' origins for a request path's page (server/widgets
   * widgetSourcesByPath, decisions 0063 and 0066); none when absent.
   */
  widgets?: (path: string) => { script: string; frame: string; img: string; connect: string };
  /**
   * The origins product pictures come from (server/images imageHosts: IMAGE_BASE_URL's,
   * PRODUCT_IMAGE_HOSTS), added to img-src exactly (decision 0073); none when absent.
   */
  imageHosts?: readonly string[];
}

/** Without configuration, the rooms are on the page's host on SPEC §9's port. */
const DEFAULT_ROOMS: RoomsAddress = { kind: "port", port: PORTS.websocket };

/** 16 random bytes, base64: a fresh nonce per response (Web Crypto, so the edge build has it too). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export function securityHeadersStep(settings: SecuritySettings): Step {
  const adyenWeb = settings.adyenWeb ?? adyenWebSources({});
  const dev = settings.development ? "ws://localhost:*" : "";
  const images = (settings.imageHosts ?? []).map((origin) => ` ${origin}`).join("");
  return ({ host, state, headers, path }) => {
    const rooms = roomsUrl({ secure: host.https, hostname: host.hostname }, settings.rooms ?? DEFAULT_ROOMS);
    const nonce = newNonce();
    state.cspNonce = nonce;
    const connect = [rooms, dev].filter(Boolean).join(" ");
    setSecurityHeaders(
      headers,
      host.https,
      nonce,
      connect,
      joinSources(adyenWeb, settings.consentScripts, settings.widgets?.(path), images),
    );
    return undefined;
  };
}

/**
 * The Adyen Web sources with the consent scripts', the widgets' and the image hosts' (img-src only,
 * as a string of sources) added to the directives they share.
 */
function joinSources(
  adyen: ReturnType<typeof adyenWebSources>,
  consent: SecuritySettings["consentScripts"],
  widgets: ReturnType<NonNullable<SecuritySettings["widgets"]>> | undefined,
  images: string,
): ReturnType<typeof adyenWebSources> {
  if (!consent && !widgets && !images) return adyen;
  return {
    ...adyen,
    script: `${adyen.script}${consent?.script ?? ""}${widgets?.script ?? ""}`,
    connect: `${adyen.connect}${consent?.connect ?? ""}${widgets?.connect ?? ""}`,
    img: `${adyen.img}${consent?.img ?? ""}${widgets?.img ?? ""}${images}`,
    frame: `${adyen.frame}${widgets?.frame ?? ""}`,
  };
}

/** The step with the production defaults (no Adyen Web, the rooms on the page's host). */
export const securityHeaders: Step = securityHeadersStep({});

function setSecurityHeaders(
  headers: Headers,
  https: boolean,
  nonce: string,
  connect: string,
  adyen: ReturnType<typeof adyenWebSources>,
) {
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${adyen.script}`,
      "style-src 'self'",
      `img-src 'self' data:${adyen.img}`,
      "font-src 'self'",
      // The cart rooms (SPEC §7 websocket); `remix dev` also reloads the page over its own port.
      `connect-src 'self'${connect ? ` ${connect}` : ""}${adyen.connect}`,
      // A CMS Video block's player, swapped in on the visitor's click (server/cms/video.ts).
      `frame-src 'self' ${VIDEO_FRAME_ORIGINS.join(" ")}${adyen.frame}`,
      "object-src 'none'",
      "base-uri 'self'",
      `form-action 'self'${adyen.formAction}`,
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
  if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
