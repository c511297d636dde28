import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createMailRelay, createOutbox } from ".";

describe("local outbox", () => {
  it("writes the whole mail to its file and names only a masked recipient in the log", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      await createOutbox(dir).send({ to: "jana.novakova@example.com", subject: "Reset", text: "link" });
      const lines = log.mock.calls.map((call) => call.join(" ")).join("\n");
      expect(lines).toContain("j***@example.com");
      expect(lines).not.toContain("jana.novakova");
    } finally {
      log.mockRestore();
    }
    const [file] = readdirSync(dir);
    expect(JSON.parse(readFileSync(path.join(dir, file ?? ""), "utf8")).to).toBe("jana.novakova@example.com");
  });
});

describe("mail relay (production mail)", () => {
  const mail = { to: "kunde@example.com", subject: "Reset", text: "https://proequip.sk/…" };

  it("posts the mail as JSON with the bearer token", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const relay = createMailRelay("https://mail.example/send", "secret", async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      return new Response(null, { status: 202 });
    });
    await relay.send(mail);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("https://mail.example/send");
    expect(sent[0]?.init.method).toBe("POST");
    expect(new Headers(sent[0]?.init.headers).get("Authorization")).toBe("Bearer secret");
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(mail);
  });

  it("fails when the relay refuses, so the caller logs it", async () => {
    const relay = createMailRelay(
      "https://mail.example/send",
      undefined,
      async () => new Response(null, { status: 500 }),
    );
    await expect(relay.send(mail)).rejects.toThrow("The mail relay answered 500");
  });
});
