import { type ComponentType, lazy, Suspense } from "react";
import { holdHydration } from "./hydration-gate";

/**
 * A chunk's load, memoised (decision 0066): however many islands take their component from one
 * chunk, and however often each asks (its lazy component and the hydration gate), the chunk is
 * loaded once. A failed load is forgotten, so the next one that asks tries again.
 */
export function chunk<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * A component few visitors get (a configured widget, a tier customer's note), kept out of the pages'
 * shared JavaScript (decision 0045 ceilings): the server renders it from `server` (a `.server`
 * module, which the browser build empties), the browser loads `load`'s chunk only when the document
 * holds the island, before hydration (app/lib/hydration-gate.ts, as the CMS families of decision
 * 0050), so the server's HTML hydrates in one pass and shoppers without JavaScript lose nothing.
 * `name` marks the island in the document with an empty hidden element. `load` is called once (the
 * gate and the lazy component share it); islands of one chunk share its load through `chunk`.
 */
export function island<P extends object>(
  name: string,
  server: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { present: boolean }> {
  const loadOnce = chunk(load);
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  if (typeof document !== "undefined" && !server && document.querySelector(`[data-island="${name}"]`)) {
    holdHydration(loadOnce());
  }
  const Component = (server ?? Lazy) as ComponentType<P>;
  return function Island({ present, ...props }: P & { present: boolean }) {
    if (!present) return null;
    return (
      <>
        <template data-island={name} />
        <Suspense fallback={null}>
          <Component {...(props as unknown as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      </>
    );
  };
}
