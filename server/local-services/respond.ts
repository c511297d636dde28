/**
 * What every local API needs to answer like its real service: JSON answers, a body read with a
 * size cap (a local service is still an HTTP server: a hostile client must get a 4xx, never a
 * crash) and the credential checks the real services make.
 */
import { safeEqual } from "../secure-compare";

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });

/** A client error with the status and message to answer with. */
/**
 * The 422 a local service answers for a body its schema refuses: the first issue's field and message
 * (`whole` names the body itself when the issue has no path).
 */
export const invalidField = (
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  whole = "body",
) => {
  const issue = error.issues[0];
  return json(422, { message: `Field \`${issue?.path.map(String).join(".") || whole}\`: ${issue?.message}` });
};

export class ClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The request body as text, refused with 413 beyond `limitBytes` (counted as it arrives). */
export async function readText(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limitBytes) throw new ClientError(413, `Request body larger than ${limitBytes} bytes`);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      throw new ClientError(413, `Request body larger than ${limitBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ClientError(400, "Request body is not UTF-8 text");
  }
}

/** The request body parsed as JSON, or a 400 saying it is not. */
export async function readJson(request: Request, limitBytes: number): Promise<unknown> {
  const text = await readText(request, limitBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new ClientError(400, "Request body is not valid JSON");
  }
}

/** Whether the request carries `Authorization: Bearer <token>`. */
export const bearerMatches = (request: Request, token: string) =>
  safeEqual(`Bearer ${token}`, request.headers.get("authorization") ?? "");
