import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loginForm } from "./forms";

/** The TypeScript sources under a folder, test files excepted, with their text. */
function sources(folder: string): [string, string][] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => [join(folder, file), readFileSync(join(folder, file), "utf8")]);
}

/**
 * Decision 0045: zod's `z` object holds every export, so one module that imports it puts all of zod
 * (454 kB raw) back into the browser. config/ takes zod's functions one by one; app/ (whose modules
 * reach the browser) takes zod's types only. Modules named `.server.ts`, and the resource routes
 * (`api.*`, no component: the browser gets an empty module for them), never reach it.
 */
describe("zod in modules the browser loads (issue 20 item 1)", () => {
  it("config/ imports zod's functions (import * as z from './zod'), never its z object", () => {
    const offenders = sources("config")
      .filter(([file]) => file !== join("config", "zod.ts"))
      .filter(([, text]) => /import\s*\{[^}]*\bz\b[^}]*\}\s*from\s*"(?:zod|\.\/zod)(?:\/[\w-]+)?"/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it("config/ modules the browser loads build zod/mini schemas (./zod-mini), never classic zod (decision 0071)", () => {
    // Read only by the server and the tools: classic zod is fine there.
    const serverOnly = [
      "caching",
      "cluster",
      "operations",
      "performance",
      "recommendations",
      "social",
      "zod",
    ];
    const offenders = sources("config")
      .filter(([file]) => !serverOnly.some((name) => file === join("config", `${name}.ts`)))
      .filter(([, text]) => /from\s*"(?:zod|zod\/v4|\.\/zod)"/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it("zod/mini answers with classic zod's English messages where a schema gives no key of its own", () => {
    // This file loads no classic zod: the locale is the one ./zod-mini sets (mini sets none).
    const result = loginForm.safeParse({ email: "eva@example.com", password: "x", redirectTo: 5 });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["redirectTo"], "Invalid input: expected string, received number"],
    ]);
  });

  it("app/ imports only zod's types, except in server-only modules", () => {
    const offenders = sources("app")
      .filter(([file]) => !/\.server\.tsx?$/.test(file) && !/^app\/routes\/api\./.test(file))
      .filter(([, text]) => /^import\s+(?!type\b)[^;]*from\s*"zod(?:\/[\w-]+)?";/m.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it("app/ checks forms with checkForm, not @conform-to/zod, outside the server's parseSubmission", () => {
    // @conform-to/zod's coercion builds schemas with classic zod's pipe/transform/optional (decision
    // 0045); parseSubmission is in app/lib/submission.server.ts, read by route actions only.
    const offenders = sources("app")
      .filter(([file]) => !/\.server\.tsx?$/.test(file))
      .filter(([, text]) => /from\s*"@conform-to\/zod(?:\/[\w-]+)?"/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
