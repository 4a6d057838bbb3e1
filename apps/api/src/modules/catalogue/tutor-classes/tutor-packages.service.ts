import { randomBytes } from 'node:crypto';
import type {
  SchoolLevel,
  TutorPackage,
  TutorPackageCreate,
  TutorPackageList,
  TutorPackageListQuery,
  TutorPackagePatch,
} from '@scola/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { formatRupiahPlain } from './money';
import { slugOf } from '../../catalogue-reference';
import { metaOf } from '../shared/refs';
import { auditAdminChange, type ClassActor, previousOf } from './admin-audit';
import {
  createTutorPackagesRepository,
  type TutorPackageRow,
  type TutorPackagesRepository,
} from './tutor-packages.repository';

const notFound = () => new AppError('NOT_FOUND', 'Paket kelas tidak ditemukan.');

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ location: 'body', path, code: 'custom', message }]);

type Item = Awaited<ReturnType<TutorPackagesRepository['itemsOf']>>[number];

function toPackage(row: TutorPackageRow, items: Item[]): TutorPackage {
  const classes = items.filter((item) => item.packageId === row.id);
  return {
    ...row,
    originalPrice: classes.reduce((sum, item) => sum + item.finalPrice, 0),
    classes: classes.map(({ id, title, status, finalPrice }) => ({ id, title, status, finalPrice })),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type TutorPackagesService = ReturnType<typeof createTutorPackagesService>;

/**
 * A tutor's packages (`kelas-paket`) of their own classes: the price stays below the classes bought one by one;
 * publishing needs a verified tutor and every class published. A package's owner is the tutor of all its classes.
 */
export function createTutorPackagesService(deps: { db: Database; clock: () => Date }) {
  const repository = createTutorPackagesRepository(deps.db);
  const transaction = <T>(work: (repo: TutorPackagesRepository, tx: Database) => Promise<T>) =>
    repository.transaction((tx) => work(createTutorPackagesRepository(tx), tx));
  const audit = (tx: Database, actor: ClassActor, verb: string, id: string, before: object, after: object) =>
    auditAdminChange(tx, actor, {
      action: `class_package.${verb}`,
      entityType: 'class_package',
      entityId: id,
      before,
      after,
    });

  /** The package if `actor` owns every class of it (admins: any); NOT_FOUND otherwise. */
  async function owned(repo: TutorPackagesRepository, actor: ClassActor, id: string, lock = false) {
    const row = await repo.get(id, lock);
    if (!row) throw notFound();
    const items = await repo.itemsOf([id]);
    if (!actor.isAdmin && (items.length === 0 || items.some((item) => item.tutorId !== actor.userId))) {
      throw notFound();
    }
    return { row, items };
  }

  /** The level of the bundle and its classes' total, checking they are the owner's; `price` below the total. */
  async function checked(
    repo: TutorPackagesRepository,
    ownerId: string | undefined,
    classIds: string[],
    price: number,
  ) {
    const classes = await repo.classes(classIds);
    const foreign = classIds.some(
      (id) =>
        !classes.some((found) => found.id === id.toLowerCase() && (!ownerId || found.tutorId === ownerId)),
    );
    if (foreign) throw invalid('classIds', 'Paket hanya boleh berisi kelas Anda sendiri.');
    if (classes.some((item) => item.kind === 'bimble')) {
      throw invalid('classIds', 'Kelas bimbel dipesan per jadwal, jadi tidak bisa dimasukkan ke paket.');
    }
    const total = classes.reduce((sum, item) => sum + item.finalPrice, 0);
    if (price >= total) {
      throw invalid(
        'price',
        `Harga paket harus lebih kecil dari total harga kelasnya (Rp ${formatRupiahPlain(total)}).`,
      );
    }
    const levels = new Set(classes.map((item) => item.level));
    return { level: levels.size === 1 ? ([...levels][0] as SchoolLevel) : null };
  }

  async function view(actor: ClassActor, id: string) {
    const { row, items } = await owned(repository, actor, id);
    return toPackage(row, items);
  }

  return {
    async list(actor: ClassActor, query: TutorPackageListQuery): Promise<TutorPackageList> {
      const { rows, total } = await repository.list(actor.isAdmin ? undefined : actor.userId, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const items = await repository.itemsOf(rows.map((row) => row.id));
      return { data: rows.map((row) => toPackage(row, items)), meta: metaOf(query, total) };
    },

    get: view,

    async create(actor: ClassActor, input: TutorPackageCreate): Promise<TutorPackage> {
      const id = await transaction(async (repo) => {
        const { level } = await checked(repo, actor.userId, input.classIds, input.price);
        const newSlug = () => `${slugOf(input.title)}-${randomBytes(3).toString('hex')}`;
        let slug = newSlug();
        while (await repo.slugTaken(slug)) slug = newSlug();
        const newId = await repo.insert({
          slug,
          title: input.title,
          summary: input.summary,
          price: input.price,
          level,
          status: 'draft',
        });
        await repo.setItems(newId, input.classIds);
        return newId;
      });
      return view(actor, id);
    },

    async update(actor: ClassActor, id: string, patch: TutorPackagePatch): Promise<TutorPackage> {
      await transaction(async (repo, tx) => {
        const { row, items } = await owned(repo, actor, id, true);
        const classIds = patch.classIds ?? items.map((item) => item.id);
        const owner = actor.isAdmin ? items[0]?.tutorId : actor.userId;
        const { level } = await checked(repo, owner, classIds, patch.price ?? row.price);
        const { classIds: _ids, ...fields } = patch;
        await repo.update(id, { ...fields, level });
        if (patch.classIds) await repo.setItems(id, patch.classIds);
        const before = { ...previousOf(row, fields), classIds: items.map((item) => item.id) };
        await audit(tx, actor, 'update', id, before, { ...fields, classIds });
      });
      return view(actor, id);
    },

    /** Publishes: a verified tutor, every class published. */
    async publish(actor: ClassActor, id: string): Promise<TutorPackage> {
      await transaction(async (repo, tx) => {
        const { row, items } = await owned(repo, actor, id, true);
        if (row.status === 'published') return;
        const owner = items[0]?.tutorId ?? '';
        if (!(await repo.tutorVerified(owner))) throw new AppError('CLASS_TUTOR_UNVERIFIED');
        if (items.some((item) => item.status !== 'published'))
          throw new AppError('PACKAGE_CLASSES_NOT_PUBLISHED');
        await repo.update(id, { status: 'published', publishedAt: row.publishedAt ?? deps.clock() });
        await audit(tx, actor, 'publish', id, { status: row.status }, { status: 'published' });
      });
      return view(actor, id);
    },

    async setArchived(actor: ClassActor, id: string, archived: boolean): Promise<TutorPackage> {
      await transaction(async (repo, tx) => {
        const { row } = await owned(repo, actor, id, true);
        const status = archived ? 'archived' : 'draft';
        if (archived === (row.status === 'archived')) return;
        await repo.update(id, { status });
        await audit(tx, actor, archived ? 'archive' : 'unarchive', id, { status: row.status }, { status });
      });
      return view(actor, id);
    },
  };
}
