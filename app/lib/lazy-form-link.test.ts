import type { FormEvent } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMINGS } from "../../config/timings";
import type { EngineOptions } from "./form-engine";

/**
 * Decision 0081: a submit pressed before the checks' chunk arrives is held, then checked by the engine
 * (resumed once), or posted to the server when the chunk fails, cannot connect or takes too long; a
 * form gone meanwhile, or another form under the same id, is never submitted. The chunk is mocked:
 * `chunk` decides when it arrives and whether it fails.
 */

const chunk = vi.hoisted(() => ({
  arrive: () => {},
  fail: (_: Error) => {},
  connectThrows: false,
  validated: [] as string[],
  submitted: 0,
}));

const engineChunk = async () => {
  await new Promise<void>((resolve, reject) => {
    chunk.arrive = resolve;
    chunk.fail = reject;
  });
  return {
    schemas: {},
    connectForm: () => {
      if (chunk.connectThrows) throw new Error("Invariant failed: the form element is missing");
      return {
        context: {
          getState: () => ({}),
          validate: ({ name }: { name: string }) => chunk.validated.push(name),
        },
        submit: () => {
          chunk.submitted += 1;
        },
        update: () => {},
        disconnect: () => {},
      };
    },
  };
};

type Module = typeof import("./lazy-form-link");
let lazy: Module;
const forms = new Map<string, FakeForm>();

interface FakeForm {
  isConnected: boolean;
  requestSubmit: ReturnType<typeof vi.fn>;
  attributes: Map<string, string>;
  setAttribute: (name: string, value: string) => void;
  removeAttribute: (name: string) => void;
}
function fakeForm(id: string): FakeForm {
  const attributes = new Map<string, string>();
  const form: FakeForm = {
    isConnected: true,
    requestSubmit: vi.fn(),
    attributes,
    setAttribute: (name, value) => attributes.set(name, value),
    removeAttribute: (name) => attributes.delete(name),
  };
  forms.set(id, form);
  return form;
}
function submitEvent(form: FakeForm) {
  return {
    currentTarget: form,
    nativeEvent: { submitter: null },
    preventDefault: vi.fn(),
  } as unknown as FormEvent<HTMLFormElement> & { preventDefault: ReturnType<typeof vi.fn> };
}
const options = (): EngineOptions => ({
  formId: "address-new",
  shouldValidate: "onBlur",
  shouldRevalidate: "onInput",
  schema: () => ({}) as never,
});
function mountedLink(formId = "address-new") {
  const link = new lazy.Link();
  link.formId = formId;
  link.mounted = true;
  return link;
}
const press = (link: InstanceType<Module["Link"]>, form: FakeForm) => {
  const event = submitEvent(form);
  lazy.holdSubmit(link, event, () => lazy.load(link, options));
  return event;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(async () => {
  vi.resetModules();
  // A fresh chunk for each test, still to arrive.
  vi.doMock("./form-engine", engineChunk);
  forms.clear();
  Object.assign(chunk, { connectThrows: false, validated: [], submitted: 0 });
  vi.stubGlobal("document", { forms: { namedItem: (id: string) => forms.get(id) ?? null } });
  lazy = await import("./lazy-form-link");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a submit pressed before the checks arrive", () => {
  it("is held (aria-busy, once for two presses), then submitted once when the chunk connects", async () => {
    const form = fakeForm("address-new");
    const link = mountedLink();
    const first = press(link, form);
    const second = press(link, form);
    expect(first.preventDefault).toHaveBeenCalled();
    expect(second.preventDefault).toHaveBeenCalled();
    expect(form.attributes.get("aria-busy")).toBe("true");
    await settle();
    chunk.arrive();
    await vi.waitFor(() => expect(form.requestSubmit).toHaveBeenCalledTimes(1));
    expect(form.attributes.has("aria-busy")).toBe(false);
    // Submitted again, it is the engine's: checked, not held.
    const again = submitEvent(form);
    lazy.holdSubmit(link, again, () => {});
    expect(chunk.submitted).toBe(1);
    await settle();
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
  });

  it("checks the fields left meanwhile when the chunk connects", async () => {
    const link = mountedLink();
    link.blurred.add("email").add("billing.street");
    lazy.load(link, options);
    await settle();
    chunk.arrive();
    await vi.waitFor(() => expect(chunk.validated).toEqual(["email", "billing.street"]));
    expect(link.blurred.size).toBe(0);
  });

  it("goes to the server once when the chunk fails, and later presses are not held", async () => {
    const form = fakeForm("address-new");
    const link = mountedLink();
    press(link, form);
    press(link, form);
    await settle();
    chunk.fail(new Error("net::ERR_FAILED"));
    await vi.waitFor(() => expect(form.requestSubmit).toHaveBeenCalledTimes(1));
    expect(link.failed).toBe(true);
    expect(form.attributes.has("aria-busy")).toBe(false);
    const later = press(link, form);
    expect(later.preventDefault).not.toHaveBeenCalled();
    await settle();
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
  });

  it("goes to the server once when the engine cannot connect", async () => {
    chunk.connectThrows = true;
    const form = fakeForm("address-new");
    const link = mountedLink();
    press(link, form);
    await settle();
    chunk.arrive();
    await vi.waitFor(() => expect(form.requestSubmit).toHaveBeenCalledTimes(1));
    expect(link.failed).toBe(true);
    expect(link.engine).toBeUndefined();
  });

  it(`goes to the server once after ${TIMINGS.formChecksWait} ms when the chunk stalls`, async () => {
    vi.useFakeTimers();
    const form = fakeForm("address-new");
    const link = mountedLink();
    press(link, form);
    press(link, form);
    vi.advanceTimersByTime(TIMINGS.formChecksWait - 1);
    expect(form.requestSubmit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
    expect(link.failed).toBe(true);
    expect(form.attributes.has("aria-busy")).toBe(false);
    vi.useRealTimers();
    // The chunk arriving late checks the next submits, without submitting anything itself.
    chunk.arrive();
    await settle();
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
  });

  it("is dropped when its form is unmounted, even if another form now has its id", async () => {
    const form = fakeForm("address-new");
    const link = mountedLink();
    press(link, form);
    lazy.unmount(link);
    expect(form.attributes.has("aria-busy")).toBe(false);
    form.isConnected = false;
    const other = fakeForm("address-new");
    await settle();
    chunk.fail(new Error("net::ERR_FAILED"));
    await settle();
    await settle();
    expect(form.requestSubmit).not.toHaveBeenCalled();
    expect(other.requestSubmit).not.toHaveBeenCalled();
  });

  it("is not resubmitted into another form that took its id", async () => {
    const form = fakeForm("address-new");
    const link = mountedLink();
    press(link, form);
    const other = fakeForm("address-new");
    await settle();
    chunk.fail(new Error("net::ERR_FAILED"));
    await settle();
    await settle();
    expect(form.requestSubmit).not.toHaveBeenCalled();
    expect(other.requestSubmit).not.toHaveBeenCalled();
  });
});
