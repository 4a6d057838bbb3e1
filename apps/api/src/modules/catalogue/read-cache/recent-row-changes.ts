import { classAnswerAffectedBy, type ClassAnswerDependency } from './class-answer-dependencies';
import type { CatalogueChange } from './row-changes';

type RowChange = Exclude<CatalogueChange, { kind: 'table' }>;

/**
 * The last row changes, numbered by the cache's change counter, for the answers being read while they arrive: an
 * answer read since change number `since` is stored only if none of the changes after it can affect it (it may have
 * been read before or after them). Older changes are forgotten; an answer older than what is remembered is refused.
 */
export class RecentRowChanges {
  readonly #capacity: number;
  readonly #changes: { seq: number; change: RowChange }[] = [];
  /** Changes numbered up to here may be forgotten. */
  #forgottenUpTo = 0;

  constructor(capacity = 256) {
    this.#capacity = capacity;
  }

  record(seq: number, change: RowChange): void {
    this.#changes.push({ seq, change });
    if (this.#changes.length > this.#capacity) this.#forgottenUpTo = this.#changes.shift()?.seq ?? seq;
  }

  /** Whether a change after number `since` can affect an answer depending on `dependency` (unknown: any change). */
  affect(since: number, dependency: ClassAnswerDependency | undefined): boolean {
    if (since < this.#forgottenUpTo) return true;
    for (let index = this.#changes.length - 1; index >= 0; index -= 1) {
      const recorded = this.#changes[index];
      if (!recorded || recorded.seq <= since) break;
      if (!dependency || classAnswerAffectedBy(dependency, recorded.change)) return true;
    }
    return false;
  }
}
