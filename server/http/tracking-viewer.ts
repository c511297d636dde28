/**
 * The local collector's viewer (issue 23 item 2, decision 0067): `GET /__admin/tracking` behind the
 * operator's credentials (the cache admin's, ./admin-auth.ts: no second scheme) shows the latest
 * events the embedded tracking default kept, newest first, `?path=view-item` for one path, `limit`
 * (1 to 500, 50 by default) for how many. Everything an event holds is escaped: bodies carry what
 * visitors typed (an e-mail) and what the URL named. An operator's page, not the shop's: English,
 * no scripts or styles, never cached. Off (the path is no page: 404) while no credentials are
 * configured; 404 with a reason where the events go to the marketing platform instead.
 */
import { z } from "zod";
import { TRACKING_PATHS, type TrackingPath } from "../../config";
import type { Throttles } from "../account";
import { send, sendJson } from "../pipeline/respond";
import type { Step } from "../pipeline/types";
import type { RecordedEvent } from "../tracking/port";
import { type AdminCredentials, adminAuth } from "./admin-auth";
import { escapeXml } from "./escape";
import { isPath } from "./health";

export const TRACKING_VIEWER_PATH = "/__admin/tracking";

const viewerQuery = z.object({
  path: z.enum(TRACKING_PATHS).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const NO_STORE = { "Cache-Control": "no-store" };

/** The page: a filter form (a plain GET) and one table row per event. */
export function viewerPage(events: RecordedEvent[], path?: TrackingPath): string {
  const options = ["", ...TRACKING_PATHS]
    .map((p) => `<option value="${p}"${p === (path ?? "") ? " selected" : ""}>${p || "every path"}</option>`)
    .join("");
  const rows = events
    .map(
      (e) =>
        `<tr><td>${e.id}</td><td>${escapeXml(e.at)}</td><td>${escapeXml(e.path)}</td>` +
        `<td><pre>${escapeXml(JSON.stringify(e.body, null, 2))}</pre></td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Tracking events</title></head>
<body><h1>Tracking events${path ? `: ${escapeXml(path)}` : ""}</h1>
<form method="get"><label>Path <select name="path">${options}</select></label> <button>Show</button></form>
<table><thead><tr><th>id</th><th>at</th><th>path</th><th>body</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="4">No events</td></tr>'}
</tbody></table></body></html>`;
}

export function trackingViewerStep(
  credentials: AdminCredentials | undefined,
  throttles: Throttles,
  recorded: ((limit: number, path?: TrackingPath) => Promise<RecordedEvent[]>) | undefined,
): Step {
  if (!credentials) return () => undefined;
  const authorised = adminAuth(credentials, throttles, "shop tracking collector");
  return async ({ request, path, search, host }) => {
    if (!isPath(path, TRACKING_VIEWER_PATH)) return undefined;
    if (request.method !== "GET" && request.method !== "HEAD")
      return sendJson(request, { error: "Use GET" }, { status: 405, headers: { Allow: "GET, HEAD" } });
    const refusal = await authorised(request, host.clientIp);
    if (refusal) return refusal;
    const query = viewerQuery.safeParse(Object.fromEntries(new URLSearchParams(search)));
    if (!query.success)
      return sendJson(
        request,
        { errors: Object.fromEntries(query.error.issues.map((i) => [i.path.join("."), i.message])) },
        { status: 400, headers: NO_STORE },
      );
    if (!recorded)
      return sendJson(
        request,
        { error: "No local collector: the events go to the marketing platform (MARKETING_URL)" },
        { status: 404, headers: NO_STORE },
      );
    const events = await recorded(query.data.limit, query.data.path);
    return send(request, viewerPage(events, query.data.path), { type: "html", headers: NO_STORE });
  };
}
