import type { AdminExpertise, ExpertiseCategoryInput, ExpertiseInput, SubjectInput } from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { referenceKinds, type ReferenceKind } from './reference-admin.kinds';
import { createReferenceAdminRepository, type Parent } from './reference-admin.repository';
import { createReferenceAdminWrites } from './reference-admin-writes.repository';
import { slugOf } from './slug';

/** One change as the audit log records it. */
export interface ReferenceChange {
  action: string;
  entityType: string;
  entityId: string;
  before: object | null;
  after: object | null;
}

/** Writes the audit row of a change with the change's own transaction (`tx`). */
export type AuditSink = (tx: Database, change: ReferenceChange) => Promise<void>;

/** What the reference admin needs from elsewhere: how much the catalogue uses an item (the catalogue's SQL). */
export interface ReferenceAdminDeps {
  usage: {
    subjects(db: Database, ids: string[]): Promise<Map<string, number>>;
    expertise(db: Database, ids: string[]): Promise<Map<string, number>>;
  };
}

type KindName = keyof typeof referenceKinds;
type InputOf<K extends KindName> = K extends 'subject'
  ? SubjectInput
  : K extends 'expertiseCategory'
    ? ExpertiseCategoryInput
    : ExpertiseInput;

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error as `cause`). */
function pgCodeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL's unique violation on one of the "name per parent" indexes (a concurrent twin got in first). */
function isNameClash(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' && constraint.endsWith('_name_key');
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const nameTaken = () => new AppError('REFERENCE_NAME_TAKEN', undefined, { field: 'name' });

/**
 * Create, edit, archive, restore, delete and reorder subjects, expertise categories and expertise. Every change
 * runs in one transaction with its audit row: if either fails, neither is kept.
 */
export function referenceChanges(db: Database, deps: ReferenceAdminDeps, audit: AuditSink) {
  const run = async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
    try {
      return await createReferenceAdminRepository(db).transaction(work);
    } catch (error) {
      if (isNameClash(error)) throw nameTaken();
      // A reference the catalogue's counts do not cover (a free trial request's subject) still blocks the delete
      // through its foreign key: the same refusal, with "at least one" use.
      // 23001: `on delete restrict`; 23503: the default `no action`.
      const code = pgCodeOf(error);
      if (code === '23001' || code === '23503')
        throw new AppError('REFERENCE_IN_USE', undefined, { usageCount: 1 });
      throw error;
    }
  };

  /** The item as the admin console shows it, read with `tx` (usage included). */
  async function view(tx: Database, kind: ReferenceKind, id: string, lock = false) {
    const repository = createReferenceAdminRepository(tx);
    const row = await kind.load(repository, id, lock);
    if (!row) throw new AppError('NOT_FOUND', kind.notFound);
    const usage = await kind.usage(tx, deps, id);
    return { row, wire: kind.view(row, usage), usage };
  }

  async function checkName(tx: Database, parent: Parent, name: string, exceptId?: string) {
    if (await createReferenceAdminRepository(tx).nameTaken(parent, name, exceptId)) throw nameTaken();
  }

  async function uniqueSlug(tx: Database, parent: Parent, base: string): Promise<string> {
    const repository = createReferenceAdminRepository(tx);
    for (let attempt = 0; ; attempt += 1) {
      const slug = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 7)}`;
      if (!(await repository.slugTaken(parent, slug))) return slug;
    }
  }

  return {
    create<K extends KindName>(name: K, input: InputOf<K>) {
      const kind = referenceKinds[name];
      return run(async (tx) => {
        await kind.checkInput(tx, input);
        const parent = kind.parentOfInput(input);
        await checkName(tx, parent, input.name);
        const repository = createReferenceAdminRepository(tx);
        const slug = await uniqueSlug(tx, parent, slugOf(kind.slugBase(input)));
        const position = await repository.nextPosition(parent);
        const id = await kind.insert(createReferenceAdminWrites(tx), input, slug, position);
        if (!id) throw new AppError('INTERNAL_ERROR');
        const { wire } = await view(tx, kind, id);
        await audit(tx, {
          action: `${kind.entityType}.create`,
          entityType: kind.entityType,
          entityId: id,
          before: null,
          after: wire,
        });
        return wire;
      });
    },

    update<K extends KindName>(name: K, id: string, input: InputOf<K>) {
      const kind = referenceKinds[name];
      return run(async (tx) => {
        const before = await view(tx, kind, id, true);
        await kind.checkInput(tx, input);
        const parent = kind.parentOfInput(input);
        await checkName(tx, parent, input.name, id);
        const moved = kind.parentKey(parent) !== kind.parentKey(kind.parentOf(before.row));
        const position = moved ? await createReferenceAdminRepository(tx).nextPosition(parent) : undefined;
        await kind.update(createReferenceAdminWrites(tx), id, input, position);
        const { wire } = await view(tx, kind, id);
        await audit(tx, {
          action: `${kind.entityType}.update`,
          entityType: kind.entityType,
          entityId: id,
          before: before.wire,
          after: wire,
        });
        return wire;
      });
    },

    setArchived(name: KindName, id: string, archived: boolean) {
      const kind = referenceKinds[name];
      return run(async (tx) => {
        const before = await view(tx, kind, id, true);
        if ((before.row.archivedAt !== null) !== archived) {
          await kind.archive(createReferenceAdminWrites(tx), id, archived ? new Date() : null);
        }
        const { wire } = await view(tx, kind, id);
        const action = `${kind.entityType}.${archived ? 'archive' : 'unarchive'}`;
        await audit(tx, {
          action,
          entityType: kind.entityType,
          entityId: id,
          before: before.wire,
          after: wire,
        });
        return wire;
      });
    },

    remove(name: KindName, id: string) {
      const kind = referenceKinds[name];
      return run(async (tx) => {
        // Locked first: whatever starts referencing the item waits for this transaction, so the count holds.
        const before = await view(tx, kind, id, true);
        if (before.usage > 0) {
          throw new AppError('REFERENCE_IN_USE', undefined, { usageCount: before.usage });
        }
        await kind.remove(createReferenceAdminWrites(tx), id);
        await audit(tx, {
          action: `${kind.entityType}.delete`,
          entityType: kind.entityType,
          entityId: id,
          before: before.wire,
          after: null,
        });
      });
    },

    /** `ids` must be exactly the items of `parent` (archived included), in their new order. */
    reorder(name: KindName, parent: Parent, ids: string[]) {
      const kind = referenceKinds[name];
      return run(async (tx) => {
        const repository = createReferenceAdminRepository(tx);
        const current = await repository.siblingIds(parent);
        const same =
          current.length === ids.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => current.includes(id));
        if (!same) {
          throw new AppError(
            'VALIDATION_FAILED',
            'Urutan harus memuat semua item kelompok ini, masing-masing sekali.',
            [
              {
                location: 'body',
                path: 'ids',
                code: 'custom',
                message: 'Daftar ID tidak sama dengan isi kelompok.',
              },
            ],
          );
        }
        await repository.setPositions(parent, ids);
        const entityId = kind.parentKey(parent);
        await audit(tx, {
          action: `${kind.entityType}.reorder`,
          entityType: kind.entityType,
          entityId,
          before: { ids: current },
          after: { ids },
        });
      });
    },
  };
}

export type { AdminExpertise };
