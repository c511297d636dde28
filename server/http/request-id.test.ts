import { describe, expect, it } from "vitest";
import { createPipeline } from "../pipeline/run";
import { REQUEST_ID_HEADER, requestIdOf, requestIdStep } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const withId = (id: string) => new Headers({ [REQUEST_ID_HEADER]: id });
const host = { https: false, hostname: "localhost", clientIp: "203.0.113.9", viaTrustedProxy: true };

describe("request ids (issue 22 item 7)", () => {
  it("keeps a balancer's sane id and replaces anything else with a new UUID", () => {
    expect(requestIdOf(withId("Root=1-67891233-abcdef012345678912345678"), true)).toBe(
      "Root=1-67891233-abcdef012345678912345678",
    );
    expect(requestIdOf(withId(" 3f1c9a7e-aaaa-4bbb-8ccc-0123456789ab "), true)).toBe(
      "3f1c9a7e-aaaa-4bbb-8ccc-0123456789ab",
    );
    for (const hostile of [
      "<script>alert(1)</script>",
      "short",
      "a b c d e f g h",
      "x".repeat(129),
      "id\u00e9-12345678",
    ])
      expect(requestIdOf(withId(hostile), true)).toMatch(UUID);
    expect(requestIdOf(new Headers(), true)).toMatch(UUID);
    expect(requestIdOf(new Headers(), true)).not.toBe(requestIdOf(new Headers(), true));
  });

  it("takes an id only from a trusted proxy: any other client's header is replaced", async () => {
    const given = "lb-4f1c2a9e-0001";
    expect(requestIdOf(withId(given), false)).toMatch(UUID);
    const page = async () => new Response("page");
    const request = () => new Request("http://localhost/", { headers: withId(given) });
    for (const facts of [
      { ...host, viaTrustedProxy: false },
      { ...host, viaTrustedProxy: undefined },
    ]) {
      const answer = await createPipeline([requestIdStep], page)(request(), facts);
      expect(answer.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    }
    const proxied = await createPipeline([requestIdStep], page)(request(), host);
    expect(proxied.headers.get(REQUEST_ID_HEADER)).toBe(given);
  });

  it("echoes the id on a step's answer, the page's and the error page, which shows it", async () => {
    const answer = () => new Response("step");
    const failing = () => {
      throw new Error("secret detail");
    };
    const page = async () => new Response("page");
    const request = () => new Request("http://localhost/x", { headers: withId("req-00000001") });
    const byStep = await createPipeline([requestIdStep, answer], page)(request(), host);
    expect(byStep.headers.get(REQUEST_ID_HEADER)).toBe("req-00000001");
    const byPage = await createPipeline([requestIdStep], page)(new Request("http://localhost/"), host);
    expect(byPage.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    const failed = await createPipeline([requestIdStep, failing], page)(request(), host);
    expect(failed.status).toBe(500);
    expect(failed.headers.get(REQUEST_ID_HEADER)).toBe("req-00000001");
    const body = await failed.text();
    expect(body).toContain("Reference: <code>req-00000001</code>");
    expect(body).not.toContain("secret");
  });
});
