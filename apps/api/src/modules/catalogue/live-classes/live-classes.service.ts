import type {
  LiveClassDetail,
  LiveClassKind,
  LiveClassList,
  LiveClassListQuery,
  PublicationStatus,
  SchoolLevel,
} from '@scola/contracts';
import { sanitizeRichText } from '../../../lib/rich-text';
import { AppError } from '../../../lib/app-error';
import { liveClassCards } from './live-class-cards';
import type { LiveClassesRepository } from './live-classes.repository';
import type { CatalogueReadCache } from '../read-cache/read-cache';
import { metaOf, type ReferenceLookups, resolveExpertise, resolveSubject } from '../shared/refs';
import { effectiveSort, windowOf } from '../search/list-options';

/** A class to create (seed, tests; later the tutor's class editor). `aboutHtml` is sanitised before storing. */
export interface NewLiveClass {
  slug: string;
  tutorId: string;
  subjectId: string;
  level: SchoolLevel;
  kind: LiveClassKind;
  title: string;
  summary: string;
  aboutHtml: string;
  price: number;
  salePrice?: number | null;
  capacity: number;
  seatsTaken?: number;
  coverUrl?: string | null;
  status: PublicationStatus;
  publishedAt?: Date | null;
  sessions: NewClassSession[];
}

/** A session of a new class: scheduled unless `cancelReason` is given (then cancelled at `cancelledAt`). */
export interface NewClassSession {
  title: string;
  startsAt: Date;
  durationMinutes: number;
  meetingUrl?: string | null;
  cancelReason?: string;
  cancelledAt?: Date;
}

export type LiveClassesService = ReturnType<typeof createLiveClassesService>;

export function createLiveClassesService(deps: {
  repository: LiveClassesRepository;
  reference: ReferenceLookups;
  cache: CatalogueReadCache;
}) {
  const { repository, reference, cache } = deps;

  return {
    /** `GET /api/kelas`: a pure function of the validated query (cacheable). */
    list(query: LiveClassListQuery): Promise<LiveClassList> {
      return cache.read('kelas:list', query, async () => {
        const [subjectId, expertiseId] = [
          await resolveSubject(reference, query.pelajaran),
          await resolveExpertise(reference, query.keahlian),
        ];
        const { rows, total, totalIsEstimate } = await repository.list(
          {
            q: query.q,
            subjectId,
            level: query.jenjang,
            kind: query.jenis,
            expertiseId,
            tutorId: query.tutor,
            priceMin: query.hargaMin,
            priceMax: query.hargaMaks,
            ratingMin: query.ratingMin,
          },
          effectiveSort(query.sort, query.q),
          windowOf(query),
        );
        return { data: await liveClassCards(rows, reference), meta: metaOf(query, total, totalIsEstimate) };
      });
    },

    /** `GET /api/kelas/{id}`: `NOT_FOUND` unless the class is public. */
    get(id: string): Promise<LiveClassDetail> {
      return cache.read('kelas:detail', id, async () => {
        const row = await repository.get(id);
        if (!row) throw new AppError('NOT_FOUND', 'Kelas tidak ditemukan.');
        const [card] = await liveClassCards([row], reference);
        if (!card) throw new AppError('NOT_FOUND', 'Kelas tidak ditemukan.');
        return {
          ...card,
          aboutHtml: row.aboutHtml,
          // Never the meeting link: only the class's students get it (their collection).
          sessions: row.sessions.map(({ id, position, title, startsAt, durationMinutes }) => ({
            id,
            position,
            title,
            startsAt: startsAt.toISOString(),
            durationMinutes,
          })),
        };
      });
    },

    /**
     * Creates the classes whose slug is new (with their sessions, numbered in the order given: put cancelled ones last);
     * answers all ids by slug. Idempotent.
     */
    async ensureClasses(items: NewLiveClass[]): Promise<Map<string, string>> {
      const ids = await repository.insertClasses(
        items.map(({ sessions: _sessions, aboutHtml, ...item }) => ({
          ...item,
          aboutHtml: sanitizeRichText(aboutHtml),
        })),
      );
      await repository.insertSessions(
        items.flatMap((item) =>
          item.sessions.map(({ cancelReason, cancelledAt, ...session }, index) => ({
            ...session,
            classId: ids.get(item.slug) ?? '',
            tutorId: item.tutorId,
            position: index + 1,
            endsAt: new Date(session.startsAt.getTime() + session.durationMinutes * 60_000),
            ...(cancelReason === undefined
              ? {}
              : { status: 'cancelled' as const, cancelReason, cancelledAt: cancelledAt ?? new Date() }),
          })),
        ),
      );
      return ids;
    },

    countClasses: () => repository.count(),
  };
}
