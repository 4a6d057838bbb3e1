import { classAnswerAffectedBy, type ClassAnswerDependency } from './class-answer-dependencies';
import type { CatalogueChange } from './row-changes';

type RowChange = Exclude<CatalogueChange, { kind: 'table' }>;

/** An entry of the cache indexed here: whatever the cache keeps, plus what its answer depends on. */
export interface IndexedAnswer {
  readonly dependency?: ClassAnswerDependency | undefined;
}

/**
 * The cached class answers by what they depend on (ADR 0062), so that a row change finds the answers it can affect
 * without testing every entry of the cache: details and the lists showing a class by the class's id (a map lookup),
 * and only the class lists for the filter and position tests (a list that does not show the class can still gain
 * it).
 */
export class ClassAnswerIndex<T extends IndexedAnswer> {
  readonly #byClassId = new Map<string, Set<T>>();
  readonly #lists = new Set<T>();
  /** Answers whose dependency could not be read (unexpected shape): any row change evicts them. */
  readonly #opaque = new Set<T>();

  add(entry: T): void {
    const dependency = entry.dependency;
    if (!dependency) {
      this.#opaque.add(entry);
      return;
    }
    for (const id of dependency.kind === 'class-detail' ? [dependency.id] : dependency.ids) {
      let entries = this.#byClassId.get(id);
      if (!entries) this.#byClassId.set(id, (entries = new Set()));
      entries.add(entry);
    }
    if (dependency.kind === 'class-list') this.#lists.add(entry);
  }

  delete(entry: T): void {
    const dependency = entry.dependency;
    if (!dependency) {
      this.#opaque.delete(entry);
      return;
    }
    for (const id of dependency.kind === 'class-detail' ? [dependency.id] : dependency.ids) {
      const entries = this.#byClassId.get(id);
      entries?.delete(entry);
      if (entries?.size === 0) this.#byClassId.delete(id);
    }
    this.#lists.delete(entry);
  }

  /** The indexed answers that can differ after `change`. */
  affectedBy(change: RowChange): Set<T> {
    const affected = new Set<T>(this.#opaque);
    const ids = change.kind === 'classes' ? change.rows.map((row) => row.id) : change.classIds;
    for (const id of ids) {
      for (const entry of this.#byClassId.get(id) ?? []) affected.add(entry);
    }
    // Sessions show only on the answers that show their class; a class can also enter or move within other lists.
    if (change.kind === 'classes') {
      for (const entry of this.#lists) {
        if (!affected.has(entry) && entry.dependency && classAnswerAffectedBy(entry.dependency, change))
          affected.add(entry);
      }
    }
    return affected;
  }
}
