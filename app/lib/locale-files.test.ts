import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { localeFiles } from "./locale-files";

/** Reads one file through the backend and resolves with what the callback got. */
function read(respond: (url: string) => Promise<Response>) {
  const urls: string[] = [];
  const backend = localeFiles(async (input) => {
    urls.push(String(input));
    return respond(String(input));
  });
  return new Promise<{ error: unknown; data: unknown; urls: string[] }>((resolve) =>
    backend.read("de", "common", (error, data) => resolve({ error, data, urls })),
  );
}

describe("the browser's locale files (issue 20 item 1)", () => {
  it("reads /locales/<language>/<namespace>.json", async () => {
    const answer = await read(async () => Response.json({ "cart.title": "Warenkorb" }));
    expect(answer).toEqual({
      error: null,
      data: { "cart.title": "Warenkorb" },
      urls: ["/locales/de/common.json"],
    });
  });

  it("asks i18next to retry a server error or a network failure, not a 404 or a broken file", async () => {
    expect((await read(async () => new Response("busy", { status: 503 }))).data).toBe(true);
    expect((await read(() => Promise.reject(new TypeError("Failed to fetch")))).data).toBe(true);
    const missing = await read(async () => new Response("nope", { status: 404 }));
    expect(missing).toMatchObject({ error: expect.stringContaining("404"), data: false });
    const broken = await read(async () => new Response("{ not json", { status: 200 }));
    expect(broken).toMatchObject({ error: expect.stringContaining("json"), data: false });
  });

  it("gives i18next the translations, after a retry of a failed read", async () => {
    const load = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(Response.json({ hello: "Grüß Gott" }));
    const instance = i18next.createInstance();
    await instance
      .use(localeFiles(load))
      .init({ lng: "de", ns: ["common"], defaultNS: "common", fallbackLng: false });
    expect(instance.t("hello")).toBe("Grüß Gott");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
