import { IMAGE_CHECK } from "../../config";
import { createRouter, type Reply } from "../pipeline/router";
import type { Step } from "../pipeline/types";
import { escapeXml } from "./escape";

/**
 * Images of the demo catalog, drawn as SVG from their path (the same path always gives the same
 * picture), so the shop needs no image files and never an external URL. A pipeline step (issue 18
 * item 1); the picture's seed is hashed with Web Crypto, so the edge draws the same pictures.
 */
const PALETTE = ["#0b5cad", "#1f7a4d", "#b3541e", "#6b3fa0", "#a4262c", "#00707a", "#5c5c00", "#37474f"];

async function hue(seed: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(seed)));
  return {
    color: PALETTE[(digest[0] ?? 0) % PALETTE.length] ?? "#0b5cad",
    shape: (digest[1] ?? 0) % 3,
    angle: (digest[2] ?? 0) % 30,
  };
}

async function productSvg(sku: string, view: number): Promise<string> {
  const { color, shape, angle } = await hue(`${sku}/${view}`);
  const body =
    shape === 0
      ? `<rect x="220" y="260" width="360" height="300" rx="28" fill="${color}"/><rect x="270" y="200" width="260" height="70" rx="14" fill="#263238"/><circle cx="300" cy="590" r="42" fill="#263238"/><circle cx="500" cy="590" r="42" fill="#263238"/>`
      : shape === 1
        ? `<circle cx="400" cy="400" r="190" fill="${color}"/><circle cx="400" cy="400" r="80" fill="#eceff1"/><rect x="380" y="150" width="40" height="90" fill="#263238"/>`
        : `<polygon points="400,180 620,560 180,560" fill="${color}"/><rect x="250" y="560" width="300" height="50" rx="10" fill="#263238"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800"><rect width="800" height="800" fill="#f4f6f9"/><g transform="rotate(${angle - 15} 400 400)">${body}</g><text x="400" y="740" font-family="system-ui,sans-serif" font-size="34" text-anchor="middle" fill="#4a5a6e">${escapeXml(sku)} · ${view}</text></svg>`;
}

async function labelSvg(text: string, size: number): Promise<string> {
  const { color } = await hue(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${size / 10}" fill="${color}"/><text x="50%" y="55%" font-family="system-ui,sans-serif" font-size="${size / 5}" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(text)}</text></svg>`;
}

function send(res: Reply, svg: string) {
  res.setHeader("Content-Type", "image/svg+xml");
  res.setHeader("Cache-Control", "public, max-age=86400");
  res.send(svg);
}

/** The path parameters each picture accepts: the routes answer 404 for anything else. */
const isSku = (sku: string) => /^[A-Z0-9]{4,16}$/.test(sku);
const isView = (view: number) => Number.isInteger(view) && view >= 1 && view <= 8;
const isCategoryKey = (key: string) => /^[a-z0-9-]{2,64}$/.test(key);
const isEnergyClass = (energyClass: string) => /^[A-G]$/.test(energyClass);
const isGuaranteeYears = (years: number) => Number.isInteger(years) && years >= 1 && years <= 4;

/**
 * Whether these routes draw a picture for a path (the embedded image check, server/images: the
 * catalog's own images are "present" exactly when a GET of them would answer 200).
 */
export function servesImage(pathname: string): boolean {
  if (pathname === IMAGE_CHECK.fallbackUrl) return true;
  const match = /^\/images\/(products|categories|energy|guarantee)\/(.+)\.svg$/.exec(pathname);
  const [, kind, rest = ""] = match ?? [];
  if (kind === "products") {
    const [sku = "", view = "", ...more] = rest.split("/");
    return more.length === 0 && isSku(sku) && isView(Number(view));
  }
  if (kind === "categories") return isCategoryKey(rest);
  if (kind === "energy") return isEnergyClass(rest);
  if (kind === "guarantee") return isGuaranteeYears(Number(rest));
  return false;
}

/** SPEC §7 image check's fallback: a neutral frame, the same in every language (no words). */
const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800"><rect width="800" height="800" fill="#f4f6f9"/><rect x="200" y="240" width="400" height="320" rx="24" fill="none" stroke="#9aa7b5" stroke-width="20"/><circle cx="320" cy="350" r="40" fill="#9aa7b5"/><polygon points="230,530 380,400 470,480 520,440 570,530" fill="#9aa7b5"/></svg>`;

export function imageRoutes(): Step {
  const router = createRouter();
  router.get("/images/products/:sku/:view.svg", async (req, res) => {
    const sku = String(req.params.sku);
    const view = Number(req.params.view);
    if (!isSku(sku) || !isView(view)) return res.sendStatus(404);
    send(res, await productSvg(sku, view));
  });
  router.get("/images/categories/:key.svg", async (req, res) => {
    const key = String(req.params.key);
    if (!isCategoryKey(key)) return res.sendStatus(404);
    send(res, await labelSvg(key.split("-")[0]?.slice(0, 3).toUpperCase() ?? "", 400));
  });
  router.get("/images/energy/:class.svg", async (req, res) => {
    const energyClass = String(req.params.class);
    if (!isEnergyClass(energyClass)) return res.sendStatus(404);
    send(res, await labelSvg(energyClass, 200));
  });
  router.get("/images/guarantee/:years.svg", async (req, res) => {
    const years = Number(req.params.years);
    if (!isGuaranteeYears(years)) return res.sendStatus(404);
    send(res, await labelSvg(`+${years}`, 400));
  });
  router.get(IMAGE_CHECK.fallbackUrl, (_req, res) => send(res, FALLBACK_SVG));
  return router.step;
}
