import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { diskFiles } from "./files";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A public folder with a favicon and an images folder, its mtime `ageMs` in the past. */
function publicFolder(ageMs: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), "shop-files-"));
  folders.push(folder);
  writeFileSync(path.join(folder, "favicon.ico"), "icon");
  mkdirSync(path.join(folder, "images"));
  writeFileSync(path.join(folder, "images", "logo.svg"), "<svg/>");
  age(folder, ageMs);
  return folder;
}

function age(folder: string, ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  utimesSync(folder, when, when);
}

describe("diskFiles", () => {
  it("answers files and folders, and nothing for a page's path", async () => {
    const files = diskFiles(publicFolder(60_000));
    expect(await files("favicon.ico")).toMatchObject({ size: 4, type: "image/x-icon" });
    expect(await files("images")).toBe("directory");
    expect(await files("images/logo.svg")).toMatchObject({ size: 6, type: "image/svg+xml" });
    expect(await files("images/missing.svg")).toBeUndefined();
    expect(await files("mirota-kontaktgrill-mi-1788-10000008")).toBeUndefined();
    expect(await files("../etc/passwd")).toBeUndefined();
  });

  it("finds a file added to the folder after a lookup listed it", async () => {
    const folder = publicFolder(60_000);
    const files = diskFiles(folder);
    expect(await files("robots.txt")).toBeUndefined();
    writeFileSync(path.join(folder, "robots.txt"), "User-agent: *\n");
    age(folder, 30_000);
    expect(await files("robots.txt")).toMatchObject({ size: 14 });
  });

  it("finds a file added in the same clock tick as the listing (the folder's mtime unchanged)", async () => {
    const folder = publicFolder(0);
    const files = diskFiles(folder);
    const listedAt = new Date();
    utimesSync(folder, listedAt, listedAt);
    expect(await files("robots.txt")).toBeUndefined();
    writeFileSync(path.join(folder, "robots.txt"), "User-agent: *\n");
    utimesSync(folder, listedAt, listedAt);
    expect(await files("robots.txt")).toMatchObject({ size: 14 });
  });
});
