import type { ExpertiseCategoryInput, ExpertiseInput, SchoolLevel, SubjectInput } from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ReferenceAdminDeps } from './reference-admin.changes';
import type { Parent, ReferenceAdminRepository } from './reference-admin.repository';
import { createReferenceAdminRepository } from './reference-admin.repository';
import type { createReferenceAdminWrites } from './reference-admin-writes.repository';
import { toAdminCategory, toAdminExpertise, toAdminSubject } from './reference-admin.wire';

type Writes = ReturnType<typeof createReferenceAdminWrites>;
type AnyInput = SubjectInput | ExpertiseCategoryInput | ExpertiseInput;

interface ItemRow {
  id: string;
  name: string;
  archivedAt: Date | null;
}

/** What differs between subjects, expertise categories and expertise; the changes are written once over this. */
export interface ReferenceKind {
  entityType: 'subject' | 'expertiseCategory' | 'expertise';
  notFound: string;
  load(repository: ReferenceAdminRepository, id: string, lock: boolean): Promise<ItemRow | null>;
  usage(tx: Database, deps: ReferenceAdminDeps, id: string): Promise<number>;
  view(row: ItemRow, usage: number): object;
  /** Refuses input that points at something missing (an expertise's category). */
  checkInput(tx: Database, input: AnyInput): Promise<void>;
  parentOf(row: ItemRow): Parent;
  parentOfInput(input: AnyInput): Parent;
  /** The parent as a string: the audit row's entity id of a reorder, and to see whether an edit moved an item. */
  parentKey(parent: Parent): string;
  slugBase(input: AnyInput): string;
  insert(writes: Writes, input: AnyInput, slug: string, position: number): Promise<string | null>;
  update(writes: Writes, id: string, input: AnyInput, position: number | undefined): Promise<void>;
  archive(writes: Writes, id: string, at: Date | null): Promise<void>;
  remove(writes: Writes, id: string): Promise<void>;
}

const parentKey = (parent: Parent) =>
  parent.kind === 'subject' ? parent.level : parent.kind === 'expertise' ? parent.categoryId : 'all';
const withPosition = (position: number | undefined) => (position === undefined ? {} : { position });

const subject: ReferenceKind = {
  entityType: 'subject',
  notFound: 'Pelajaran tidak ditemukan.',
  load: (repository, id, lock) => repository.subject(id, lock),
  usage: async (tx, deps, id) => (await deps.usage.subjects(tx, [id])).get(id) ?? 0,
  view: (row, usage) => toAdminSubject(row as Parameters<typeof toAdminSubject>[0], usage),
  checkInput: () => Promise.resolve(),
  parentOf: (row) => ({ kind: 'subject', level: (row as ItemRow & { level: SchoolLevel }).level }),
  parentOfInput: (input) => ({ kind: 'subject', level: (input as SubjectInput).level }),
  parentKey,
  slugBase: (input) => `${input.name} ${(input as SubjectInput).level}`,
  insert: (writes, input, slug, position) =>
    writes.insertSubject({ name: input.name, level: (input as SubjectInput).level, slug, position }),
  update: (writes, id, input, position) =>
    writes.updateSubject(id, {
      name: input.name,
      level: (input as SubjectInput).level,
      ...withPosition(position),
    }),
  archive: (writes, id, at) => writes.archiveSubject(id, at),
  remove: (writes, id) => writes.deleteSubject(id),
};

const expertiseCategory: ReferenceKind = {
  entityType: 'expertiseCategory',
  notFound: 'Kategori keahlian tidak ditemukan.',
  load: (repository, id, lock) => repository.category(id, lock),
  usage: async (tx, _deps, id) =>
    (await createReferenceAdminRepository(tx).expertiseCountsByCategory([id])).get(id) ?? 0,
  view: (row, usage) => toAdminCategory(row as Parameters<typeof toAdminCategory>[0], usage),
  checkInput: () => Promise.resolve(),
  parentOf: () => ({ kind: 'category' }),
  parentOfInput: () => ({ kind: 'category' }),
  parentKey,
  slugBase: (input) => input.name,
  insert: (writes, input, slug, position) => writes.insertCategory({ name: input.name, slug, position }),
  update: (writes, id, input) => writes.updateCategory(id, { name: input.name }),
  archive: (writes, id, at) => writes.archiveCategory(id, at),
  remove: (writes, id) => writes.deleteCategory(id),
};

const expertise: ReferenceKind = {
  entityType: 'expertise',
  notFound: 'Keahlian tidak ditemukan.',
  load: (repository, id, lock) => repository.expertise(id, lock),
  usage: async (tx, deps, id) => (await deps.usage.expertise(tx, [id])).get(id) ?? 0,
  view: (row, usage) => toAdminExpertise(row as Parameters<typeof toAdminExpertise>[0], usage),
  async checkInput(tx, input) {
    const { categoryId } = input as ExpertiseInput;
    if (!(await createReferenceAdminRepository(tx).category(categoryId))) {
      throw new AppError('VALIDATION_FAILED', 'Kategori keahlian tidak ditemukan.', [
        {
          location: 'body',
          path: 'categoryId',
          code: 'not_found',
          message: 'Kategori keahlian tidak ditemukan.',
        },
      ]);
    }
  },
  parentOf: (row) => ({
    kind: 'expertise',
    categoryId: (row as ItemRow & { categoryId: string }).categoryId,
  }),
  parentOfInput: (input) => ({ kind: 'expertise', categoryId: (input as ExpertiseInput).categoryId }),
  parentKey,
  slugBase: (input) => input.name,
  insert: (writes, input, slug, position) =>
    writes.insertExpertise({
      name: input.name,
      categoryId: (input as ExpertiseInput).categoryId,
      slug,
      position,
    }),
  update: (writes, id, input, position) =>
    writes.updateExpertise(id, {
      name: input.name,
      categoryId: (input as ExpertiseInput).categoryId,
      ...withPosition(position),
    }),
  archive: (writes, id, at) => writes.archiveExpertise(id, at),
  remove: (writes, id) => writes.deleteExpertise(id),
};

export const referenceKinds = { subject, expertiseCategory, expertise };
