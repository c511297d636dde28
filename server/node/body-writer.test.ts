import { Writable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { writeBody } from "./body-writer";

/** A response stand-in that records its writes and flushes, as `compression` exposes `flush`. */
function recorder() {
  const writes: string[] = [];
  let flushes = 0;
  const destination = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        writes.push(chunk.toString("utf8"));
        done();
      },
    }),
    { flush: () => void flushes++ },
  );
  return { destination, writes, flushes: () => flushes };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("writing a streamed body to node:http", () => {
  it("joins the chunks that arrive together and keeps later ones apart, one flush each", async () => {
    let later: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ["<!DOCTYPE html>", "<head>", "</head><body>"]) controller.enqueue(bytes(part));
        later = () => {
          controller.enqueue(bytes("<div>deferred</div>"));
          controller.enqueue(bytes("</body>"));
          controller.close();
        };
      },
    });
    const { destination, writes, flushes } = recorder();
    const finished = writeBody(body, destination);
    // The first chunks are written once the stream is read: wait for that, never a fixed time.
    await vi.waitFor(() => expect(writes).toEqual(["<!DOCTYPE html><head></head><body>"]), {
      timeout: 15_000,
      interval: 10,
    });
    later?.();
    await finished;
    expect(writes).toEqual(["<!DOCTYPE html><head></head><body>", "<div>deferred</div></body>"]);
    expect(flushes()).toBe(2);
    expect(destination.writableEnded).toBe(true);
  });

  it("ends an empty body and destroys the response when the body fails", async () => {
    const empty = recorder();
    await writeBody(new ReadableStream({ start: (c) => c.close() }), empty.destination);
    expect(empty.writes).toEqual([]);
    expect(empty.destination.writableEnded).toBe(true);

    const failing = recorder();
    failing.destination.on("error", () => {}); // node:http's response has its own listener
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes("<html>"));
        controller.error(new Error("render failed"));
      },
    });
    await expect(writeBody(body, failing.destination)).rejects.toThrow("render failed");
    expect(failing.destination.destroyed).toBe(true);
  });
});
