import { type ReactNode, Suspense } from "react";
import type { ChunkedPageKind } from "../../../server/http/page-chunks";
import { PAGE_KIND_ATTRIBUTE } from "./page-kinds";

/**
 * A catch-all page of a chunked kind (decision 0077), the same on both sides: the marker that names
 * the kind for the browser's route module before hydration (page-kinds.tsx), then one boundary per
 * kind, keyed by it so a navigation to another kind starts a new one. If the kind's chunk is late at
 * hydration, the server's HTML inside the boundary stays until it arrives.
 */
export function KindBoundary({ kind, children }: { kind: ChunkedPageKind; children: ReactNode }) {
  const marker = { [PAGE_KIND_ATTRIBUTE]: kind };
  return (
    <>
      <template {...marker} />
      <Suspense key={kind} fallback={null}>
        {children}
      </Suspense>
    </>
  );
}
