import type { CommercePort } from "../commerce/port";
import { attributesOf } from "../commerce/projection";
import { createRouter } from "../pipeline/router";
import type { Step } from "../pipeline/types";

/**
 * The demo catalog's product documents: the manual (`/manuals/{sku}.pdf`) and the energy product
 * fiche (`/manuals/{sku}-fiche.pdf`), written as one-page PDFs from the product's own data, so the
 * links of the product page lead to real documents without any file store. A pipeline step (issue
 * 18 item 1): the PDF is written as Latin-1 bytes without Node's Buffer.
 */
// Helvetica with WinAnsiEncoding shows ASCII and Latin-1 (×, é, ü …); other characters become "?".
const PDF_TEXT = /[^\x20-\x7e\xa0-\xff]/g;
const pdfString = (text: string) => `(${text.replace(PDF_TEXT, "?").replace(/([\\()])/g, "\\$1")})`;

/** The string's characters as single bytes (every character here is Latin-1, so length is size). */
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

export function onePagePdf(lines: { text: string; size: number }[]): Uint8Array {
  let y = 800;
  const content = lines
    .map(({ text, size }) => {
      y -= size + 8;
      return `BT /F1 ${size} Tf 56 ${y} Td ${pdfString(text)} Tj ET`;
    })
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(pdf);
}

export function manualRoutes(commerce: CommercePort): Step {
  const router = createRouter();
  router.get("/manuals/:file", async (req, res) => {
    const match = /^([A-Z0-9]{4,16})(-fiche)?\.pdf$/.exec(String(req.params.file));
    if (!match?.[1]) return res.sendStatus(404);
    const [, sku, fiche] = match;
    const { results } = await commerce.queryProducts(
      { skus: [sku], limit: 1 },
      { country: "DE", currency: "EUR" },
    );
    const product = results[0];
    const attributes = attributesOf(product?.masterVariant);
    const documented = fiche ? attributes.get("energyFiche") : attributes.get("manualUrl");
    if (!product || typeof documented !== "string") return res.sendStatus(404);
    // Documents are in English, the catalog's base language.
    const name = product.name.en ?? sku;
    const brand = String(attributes.get("brand") ?? "");
    const details = ((attributes.get("techdetails") ?? []) as { name: string; value: string }[]).map((d) => ({
      text: `${d.name}: ${d.value}`,
      size: 11,
    }));
    const lines = fiche
      ? [
          { text: "Product information sheet (EU energy label)", size: 18 },
          { text: name, size: 13 },
          { text: `Supplier: ${brand}`, size: 11 },
          { text: `Model: ${String(attributes.get("model") ?? sku)}`, size: 11 },
          { text: `Energy efficiency class: ${String(attributes.get("energyClass") ?? "")}`, size: 11 },
          ...details,
        ]
      : [
          { text: name, size: 18 },
          { text: `Operating manual - product number ${sku}`, size: 13 },
          { text: "Read this manual before first use and keep it with the product.", size: 11 },
          { text: "Technical data", size: 13 },
          ...details,
          { text: "Safety: disconnect from the power supply before cleaning or maintenance.", size: 11 },
        ];
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `inline; filename="${sku}${fiche ?? ""}.pdf"`);
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.send(onePagePdf(lines));
  });
  return router.step;
}
