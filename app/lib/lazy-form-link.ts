import type { FormEvent } from "react";
import { TIMINGS } from "../../config/timings";
import type { Engine, EngineOptions } from "./form-engine";
import type { State } from "./lazy-form-state";

/**
 * One form's link to the checks' chunk (decision 0081): loading it once, handing the form over to
 * conform's engine when it arrives, and what happens to a submit pressed before that (held, then
 * checked; or posted to the server when the chunk fails, cannot connect or takes too long).
 * `useLazyForm` (`lazy-form.ts`) wires it to React.
 */

export type EngineModule = typeof import("./form-engine");
let engineModule: Promise<EngineModule> | undefined;
/**
 * The chunk, fetched once for every form of the page. A failed fetch is not tried again: browsers
 * keep a failed module import for the document's life, so a retry would fail the same way. The
 * rejected promise is kept, and each form takes its failure path once (`Link.failed`).
 */
export function loadEngine(): Promise<EngineModule> {
  engineModule ??= import("./form-engine");
  return engineModule;
}

export const formOf = (formId: string) => document.forms.namedItem(formId);

interface PendingSubmit {
  /** The form it was pressed in: only that form, still on the page under its id, is submitted again. */
  form: HTMLFormElement;
  submitter: HTMLElement | null;
  timer: ReturnType<typeof setTimeout>;
}

export class Link {
  formId = "";
  engine: Engine | undefined;
  state: State | undefined;
  /** The chunk failed, could not connect or took too long: submits go to the server unchecked. */
  failed = false;
  loading = false;
  /** False once the form is gone: a chunk arriving then connects nothing, a held submit is dropped. */
  mounted = false;
  blurred = new Set<string>();
  pendingSubmit: PendingSubmit | undefined;
  /** Removes the first-use listeners, once the engine listens itself. */
  stopFirstUse: (() => void) | undefined;
  private listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getState = () => this.state;
  emit() {
    for (const listener of this.listeners) listener();
  }
}

/** Loads the chunk for this form, once, and connects it; `optionsOf` reads the latest render's options. */
export function load(link: Link, optionsOf: (module: EngineModule) => EngineOptions) {
  if (link.engine || link.loading || link.failed) return;
  link.loading = true;
  loadEngine().then(
    (module) => {
      link.loading = false;
      connect(link, module, optionsOf(module));
    },
    () => {
      link.loading = false;
      // The chunk did not arrive: the form posts as without JavaScript, the server checks it.
      fail(link);
    },
  );
}

export function connect(link: Link, module: EngineModule, options: EngineOptions) {
  if (link.engine || !link.mounted) return;
  try {
    const engine = module.connectForm(options, () => {
      link.state = engine.context.getState() as unknown as State;
      link.emit();
    });
    link.engine = engine;
    link.state = engine.context.getState() as unknown as State;
    link.stopFirstUse?.();
    // What the shopper did while the chunk was on its way: the fields left are checked now, as conform
    // checks a field on blur, and a held submit goes on (checked like any other).
    for (const name of link.blurred) engine.context.validate({ name });
    link.blurred.clear();
  } catch {
    // conform's invariant (the form element missing) or any other throw: the server checks instead.
    link.engine?.disconnect();
    link.engine = undefined;
    link.state = undefined;
    link.emit();
    fail(link);
    return;
  }
  link.emit();
  resumeSubmit(link);
}

export function fail(link: Link) {
  link.failed = true;
  resumeSubmit(link);
}

function release(link: Link) {
  const pending = link.pendingSubmit;
  link.pendingSubmit = undefined;
  if (!pending) return;
  clearTimeout(pending.timer);
  pending.form.removeAttribute("aria-busy");
  return pending;
}

/** Submits a held submit again, if its form is still the one on the page under this id. */
export function resumeSubmit(link: Link) {
  const pending = release(link);
  if (!pending || !link.mounted) return;
  const { form, submitter } = pending;
  if (!form.isConnected || formOf(link.formId) !== form) return;
  if (submitter && (submitter as HTMLButtonElement).form === form) form.requestSubmit(submitter);
  else form.requestSubmit();
}

/**
 * The form's submit handler: the engine's once connected; before, the submit is held (aria-busy) until
 * the checks arrive, at most `TIMINGS.formChecksWait`, then goes to the server. A second press while
 * held is the same submit.
 */
export function holdSubmit(link: Link, event: FormEvent<HTMLFormElement>, start: () => void) {
  if (link.engine) return link.engine.submit(event);
  if (link.failed) return;
  event.preventDefault();
  if (link.pendingSubmit) return;
  const form = event.currentTarget;
  form.setAttribute("aria-busy", "true");
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  link.pendingSubmit = { form, submitter, timer: setTimeout(() => fail(link), TIMINGS.formChecksWait) };
  start();
}

/** The form is gone: its engine lets go of the document, a held submit is dropped. */
export function unmount(link: Link) {
  link.mounted = false;
  release(link);
  link.engine?.disconnect();
  link.engine = undefined;
  link.state = undefined;
}
