import { createHash, randomBytes } from 'node:crypto';
import {
  BIMBLE_CAPACITY_TOO_BIG,
  CLASS_SALE_END_WITHOUT_SALE,
  CLASS_SALE_NOT_BELOW,
  MAX_BIMBLE_CAPACITY,
  type PublishBlocker,
  type TutorClass,
  type TutorClassCreate,
  type TutorClassList,
  type TutorClassListQuery,
  type TutorClassPatch,
  type TutorClassRow,
  type ValidationIssue,
} from '@scola/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { sanitizeRichText } from '../../../lib/rich-text';
import { type FileStorage, publicFileUrl } from '../../../lib/storage';
import type { CheckedUpload } from '../../../lib/uploads';
import { slugOf } from '../../catalogue-reference';
import { metaOf, referenced, type ReferenceLookups } from '../shared/refs';
import {
  createTutorClassesRepository,
  type TutorClassChanges,
  type TutorClassEditorRow,
  type TutorClassesRepository,
  type TutorClassListRow,
} from './tutor-classes.repository';
import { auditAdminChange, type ClassActor, previousOf } from './admin-audit';

/** Who asks: a tutor sees and changes only their own classes; an admin any tutor's. */
export type { ClassActor } from './admin-audit';

const notFound = () => new AppError('NOT_FOUND', 'Kelas tidak ditemukan.');

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [
    { location: 'body', path, code: 'custom', message } satisfies ValidationIssue,
  ]);

/** The sale shown and charged now: an ended sale (the sweep has not cleared it yet) no longer applies. */
function currentSale(row: { salePrice: number | null; saleEndsAt: Date | null }, now: Date) {
  if (row.salePrice === null || (row.saleEndsAt !== null && row.saleEndsAt <= now)) {
    return { salePrice: null, saleEndsAt: null };
  }
  return { salePrice: row.salePrice, saleEndsAt: row.saleEndsAt };
}

/** The platform's fee of one seat (rounded to the rupiah) and what the tutor keeps. */
export function pricingOf(finalPrice: number, platformFeePercent: number) {
  const platformFee = Math.round((finalPrice * platformFeePercent) / 100);
  return { platformFeePercent, platformFee, netPerSeat: finalPrice - platformFee };
}

/**
 * The constraint of a foreign key that refused a delete (who still points at the class): SQLSTATE 23503, or 23001
 * (`restrict_violation`, PostgreSQL 18 for `on delete restrict`).
 */
function referencedBy(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23503' || code === '23001') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export type TutorClassesService = ReturnType<typeof createTutorClassesService>;

/**
 * The tutor's class editor: list, create a draft, edit the three steps, cover, publish, archive, unarchive, delete.
 * Rules: capacity never below seats taken, a bimble class at most 5 students, the sale below the price and ending in
 * the future, publishing only for a verified tutor with a future session (group classes; a bimble class gets its
 * sessions from bookings), deleting only a class nobody bought. Order lines keep their own price snapshots, so no
 * change here touches an existing order.
 */
export function createTutorClassesService(deps: {
  db: Database;
  reference: ReferenceLookups;
  storage: FileStorage;
  platformFeePercent: number;
  clock: () => Date;
}) {
  const { reference, storage, platformFeePercent, clock } = deps;
  const repository = createTutorClassesRepository(deps.db);
  const transaction = <T>(work: (repo: TutorClassesRepository, tx: Database) => Promise<T>) =>
    repository.transaction((tx) => work(createTutorClassesRepository(tx), tx));
  const audit = (
    tx: Database,
    actor: ClassActor,
    verb: string,
    id: string,
    before: object,
    after: object | null,
  ) =>
    auditAdminChange(tx, actor, {
      action: `live_class.${verb}`,
      entityType: 'live_class',
      entityId: id,
      before,
      after,
    });

  async function rowsOf(rows: TutorClassListRow[]): Promise<TutorClassRow[]> {
    if (rows.length === 0) return [];
    const subjects = await reference.subjectsByIds(rows.map((row) => row.subjectId));
    const now = clock();
    return rows.map(({ subjectId, nextSessionAt, updatedAt, ...row }) => {
      const sale = currentSale(row, now);
      return {
        ...row,
        ...sale,
        saleEndsAt: sale.saleEndsAt?.toISOString() ?? null,
        finalPrice: sale.salePrice ?? row.price,
        subject: referenced(subjects, subjectId),
        nextSessionAt: nextSessionAt?.toISOString() ?? null,
        updatedAt: updatedAt.toISOString(),
      };
    });
  }

  async function toTutorClass(row: TutorClassEditorRow): Promise<TutorClass> {
    const [base] = await rowsOf([row]);
    if (!base) throw notFound();
    const blockers: PublishBlocker[] = [];
    if (!row.tutorVerified) blockers.push('tutor_unverified');
    if (row.kind === 'group' && row.futureSessions === 0) blockers.push('no_future_session');
    return {
      ...base,
      summary: row.summary,
      aboutHtml: row.aboutHtml,
      learningPoints: row.learningPoints,
      requirements: row.requirements,
      tutorId: row.tutorId,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      pricing: pricingOf(base.finalPrice, platformFeePercent),
      publishBlockers: blockers,
      hasStudents: row.seatsTaken > 0,
    };
  }

  /** The class if `actor` may change it; NOT_FOUND otherwise (another tutor's class is not revealed). */
  async function owned(repo: TutorClassesRepository, actor: ClassActor, id: string, lock = false) {
    const row = await repo.get(id, lock);
    if (!row || (!actor.isAdmin && row.tutorId !== actor.userId)) throw notFound();
    return row;
  }

  async function view(actor: ClassActor, id: string) {
    return toTutorClass(await owned(repository, actor, id));
  }

  async function levelOf(subjectId: string) {
    const subject = (await reference.subjectsByIds([subjectId])).get(subjectId);
    if (!subject) throw invalid('subjectId', 'Pelajaran tidak ditemukan.');
    return subject.level;
  }

  async function freeSlug(title: string): Promise<string> {
    for (;;) {
      const slug = `${slugOf(title)}-${randomBytes(3).toString('hex')}`;
      if (!(await repository.slugTaken(slug))) return slug;
    }
  }

  /** The stored changes of a patch, checked against the class as it is (locked). */
  async function changesOf(row: TutorClassEditorRow, patch: TutorClassPatch): Promise<TutorClassChanges> {
    const { aboutHtml, saleEndsAt, subjectId, ...plain } = patch;
    const changes: TutorClassChanges = { ...plain };
    if (subjectId !== undefined) Object.assign(changes, { subjectId, level: await levelOf(subjectId) });
    if (aboutHtml !== undefined) changes.aboutHtml = sanitizeRichText(aboutHtml);
    if (saleEndsAt !== undefined) changes.saleEndsAt = saleEndsAt === null ? null : new Date(saleEndsAt);
    if (patch.salePrice === null) changes.saleEndsAt = null;

    const kind = changes.kind ?? row.kind;
    const capacity = changes.capacity ?? row.capacity;
    if (capacity < row.seatsTaken) {
      throw new AppError(
        'CLASS_CAPACITY_BELOW_SEATS',
        `Kapasitas tidak boleh kurang dari ${row.seatsTaken} kursi yang sudah terisi.`,
        { seatsTaken: row.seatsTaken },
      );
    }
    if (kind === 'bimble' && capacity > MAX_BIMBLE_CAPACITY)
      throw invalid('capacity', BIMBLE_CAPACITY_TOO_BIG);
    const price = changes.price ?? row.price;
    const salePrice = changes.salePrice === undefined ? row.salePrice : changes.salePrice;
    const saleEnd = changes.saleEndsAt === undefined ? row.saleEndsAt : changes.saleEndsAt;
    if (salePrice !== null && salePrice >= price) throw invalid('salePrice', CLASS_SALE_NOT_BELOW);
    if (salePrice === null && saleEnd !== null) throw invalid('saleEndsAt', CLASS_SALE_END_WITHOUT_SALE);
    if (changes.saleEndsAt && changes.saleEndsAt <= clock()) {
      throw invalid('saleEndsAt', 'Tanggal akhir diskon harus di masa depan.');
    }
    return changes;
  }

  return {
    async list(actor: ClassActor, query: TutorClassListQuery): Promise<TutorClassList> {
      const { rows, total } = await repository.list(
        { tutorId: actor.isAdmin ? undefined : actor.userId, kind: query.jenis, status: query.status },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      );
      return { data: await rowsOf(rows), meta: metaOf(query, total) };
    },

    get: view,

    /** A new draft of the caller's (a tutor with a profile); the price is set in the `harga` step. */
    async create(actor: ClassActor, input: TutorClassCreate): Promise<TutorClass> {
      if (!(await repository.hasTutorProfile(actor.userId))) {
        throw new AppError('FORBIDDEN', 'Hanya tutor yang bisa membuat kelas.');
      }
      const id = await repository.insert({
        ...input,
        level: await levelOf(input.subjectId),
        tutorId: actor.userId,
        slug: await freeSlug(input.title),
        price: 0,
        status: 'draft',
      });
      return view(actor, id);
    },

    async update(actor: ClassActor, id: string, patch: TutorClassPatch): Promise<TutorClass> {
      await transaction(async (repo, tx) => {
        const row = await owned(repo, actor, id, true);
        const changes = await changesOf(row, patch);
        if (Object.keys(changes).length === 0) return;
        await repo.update(id, changes);
        await audit(tx, actor, 'update', id, previousOf(row, changes), changes);
      });
      return view(actor, id);
    },

    /** Publishes: a verified tutor, and (group classes) at least one future session that is not cancelled. */
    async publish(actor: ClassActor, id: string): Promise<TutorClass> {
      await transaction(async (repo, tx) => {
        const row = await owned(repo, actor, id, true);
        if (row.status === 'published') return;
        if (!row.tutorVerified) throw new AppError('CLASS_TUTOR_UNVERIFIED');
        if (row.kind === 'group' && row.futureSessions === 0) throw new AppError('CLASS_NO_FUTURE_SESSION');
        await repo.update(id, { status: 'published', publishedAt: row.publishedAt ?? clock() });
        await audit(tx, actor, 'publish', id, { status: row.status }, { status: 'published' });
      });
      return view(actor, id);
    },

    /** Archives (hidden from the catalogue; owners keep it) or takes an archived class back to draft. */
    async setArchived(actor: ClassActor, id: string, archived: boolean): Promise<TutorClass> {
      await transaction(async (repo, tx) => {
        const row = await owned(repo, actor, id, true);
        const status = archived ? 'archived' : 'draft';
        if (archived === (row.status === 'archived')) return;
        await repo.update(id, { status });
        await audit(tx, actor, archived ? 'archive' : 'unarchive', id, { status: row.status }, { status });
      });
      return view(actor, id);
    },

    /** Deletes a class nobody bought; a class with students (or in a package) is archived instead. */
    async remove(actor: ClassActor, id: string): Promise<void> {
      try {
        await transaction(async (repo, tx) => {
          const row = await owned(repo, actor, id, true);
          if (row.seatsTaken > 0) throw new AppError('CLASS_HAS_STUDENTS');
          await repo.delete(id);
          await audit(tx, actor, 'delete', id, { title: row.title, status: row.status }, null);
        });
      } catch (error) {
        const constraint = referencedBy(error);
        if (constraint === undefined) throw error;
        throw new AppError(constraint.includes('package') ? 'CLASS_IN_PACKAGE' : 'CLASS_HAS_STUDENTS');
      }
    },

    /** Stores a new cover (public, re-encoded image, a new URL per content) and points the class at it. */
    async setCover(actor: ClassActor, id: string, image: CheckedUpload): Promise<TutorClass> {
      await owned(repository, actor, id);
      const digest = createHash('sha256').update(image.bytes).digest('hex').slice(0, 20);
      const key = `covers/classes/${id}/${digest}.${image.extension}`;
      await storage.put(key, image.bytes, { contentType: image.mime });
      await transaction(async (repo, tx) => {
        const row = await owned(repo, actor, id, true);
        await repo.update(id, { coverUrl: publicFileUrl(key) });
        await audit(tx, actor, 'cover', id, { coverUrl: row.coverUrl }, { coverUrl: publicFileUrl(key) });
      });
      return view(actor, id);
    },

    /** The scheduled sweep: clears the sales that ended (the catalogue shows the regular price at once). */
    clearExpiredSales: () => repository.clearExpiredSales(clock()),
  };
}
