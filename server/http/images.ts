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

export function imageRoutes(): Step {
  const router = createRouter();
  router.get("/images/products/:sku/:view.svg", async (req, res) => {
    const sku = String(req.params.sku);
    const view = Number(req.params.view);
    if (!/^[A-Z0-9]{4,16}$/.test(sku) || !Number.isInteger(view) || view < 1 || view > 8)
      return res.sendStatus(404);
    send(res, await productSvg(sku, view));
  });
  router.get("/images/categories/:key.svg", async (req, res) => {
    const key = String(req.params.key);
    if (!/^[a-z0-9-]{2,64}$/.test(key)) return res.sendStatus(404);
    send(res, await labelSvg(key.split("-")[0]?.slice(0, 3).toUpperCase() ?? "", 400));
  });
  router.get("/images/energy/:class.svg", async (req, res) => {
    const energyClass = String(req.params.class);
    if (!/^[A-G]$/.test(energyClass)) return res.sendStatus(404);
    send(res, await labelSvg(energyClass, 200));
  });
  router.get("/images/guarantee/:years.svg", async (req, res) => {
    const years = Number(req.params.years);
    if (!Number.isInteger(years) || years < 1 || years > 4) return res.sendStatus(404);
    send(res, await labelSvg(`+${years}`, 400));
  });
  return router.step;
}
