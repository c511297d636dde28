import { lowerBoundBinary } from "./memory-facets";

/**
 * The text index's documents written since it was read (decision 0072), kept by term as well as by
 * document, so a phrase finds its written documents by a binary search among the written terms (as
 * the index itself does) instead of trying every term of every written document: stock changes
 * rewrite documents all day, and thousands of them would otherwise be scanned per phrase.
 */
export class DeltaPostings {
  /** rowid → term → weighted frequency. */
  private readonly byDoc = new Map<number, Map<string, number>>();
  /** term → rowid → weighted frequency. */
  private readonly byTerm = new Map<string, Map<number, number>>();
  /** The written terms in BINARY order (as FTS5's index terms are compared). */
  private readonly terms: string[] = [];

  get size(): number {
    return this.byDoc.size;
  }

  set(doc: number, terms: Map<string, number>): void {
    this.delete(doc);
    this.byDoc.set(doc, terms);
    for (const [term, f] of terms) {
      let docs = this.byTerm.get(term);
      if (!docs) {
        docs = new Map();
        this.byTerm.set(term, docs);
        this.terms.splice(this.lowerBound(term), 0, term);
      }
      docs.set(doc, f);
    }
  }

  delete(doc: number): void {
    const terms = this.byDoc.get(doc);
    if (!terms) return;
    this.byDoc.delete(doc);
    for (const term of terms.keys()) {
      const docs = this.byTerm.get(term);
      docs?.delete(doc);
      if (docs && docs.size === 0) {
        this.byTerm.delete(term);
        this.terms.splice(this.lowerBound(term), 1);
      }
    }
  }

  /** Calls `found` for each written document holding `term` (or a term it starts, for a prefix). */
  forEach(term: string, prefix: boolean, found: (doc: number, f: number) => void): void {
    if (!prefix) {
      for (const [doc, f] of this.byTerm.get(term) ?? []) found(doc, f);
      return;
    }
    for (let i = this.lowerBound(term); i < this.terms.length; i++) {
      const candidate = this.terms[i] as string;
      if (!candidate.startsWith(term)) break;
      for (const [doc, f] of this.byTerm.get(candidate) ?? []) found(doc, f);
    }
  }

  private lowerBound(term: string): number {
    return lowerBoundBinary(this.terms, term);
  }
}
