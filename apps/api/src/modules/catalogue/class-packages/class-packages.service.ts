import type {
  ClassPackageCard,
  ClassPackageDetail,
  ClassPackageList,
  ClassPackageListQuery,
  PublicationStatus,
  SchoolLevel,
} from '@scola/contracts';
import { AppError } from '../../../lib/app-error';
import { liveClassCards } from '../live-classes/live-class-cards';
import type { ClassPackageRow, ClassPackagesRepository } from './class-packages.repository';
import type { LiveClassesRepository } from '../live-classes/live-classes.repository';
import type { CatalogueReadCache } from '../read-cache/read-cache';
import { isoOf, metaOf, type ReferenceLookups, resolveSubject } from '../shared/refs';
import { effectiveSort, windowOf } from '../search/list-options';

export interface NewClassPackage {
  slug: string;
  title: string;
  summary: string;
  description: string;
  level: SchoolLevel | null;
  price: number;
  coverUrl?: string | null;
  status: PublicationStatus;
  publishedAt?: Date | null;
  /** The bundled classes, in order. */
  classIds: string[];
}

/** The saving is what buying the classes one by one costs more than the package (never below 0). */
function toCard(row: ClassPackageRow): ClassPackageCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    level: row.level,
    coverUrl: row.coverUrl,
    price: row.price,
    originalPrice: row.originalPrice,
    saving: Math.max(0, row.originalPrice - row.price),
    classCount: row.classCount,
    publishedAt: isoOf(row.publishedAt),
  };
}

export type ClassPackagesService = ReturnType<typeof createClassPackagesService>;

export function createClassPackagesService(deps: {
  repository: ClassPackagesRepository;
  classes: LiveClassesRepository;
  reference: ReferenceLookups;
  cache: CatalogueReadCache;
}) {
  const { repository, classes, reference, cache } = deps;

  return {
    /** `GET /api/kelas-paket`. */
    list(query: ClassPackageListQuery): Promise<ClassPackageList> {
      return cache.read('kelas-paket:list', query, async () => {
        const subjectId = await resolveSubject(reference, query.pelajaran);
        const { rows, total, totalIsEstimate } = await repository.list(
          {
            q: query.q,
            subjectId,
            classId: query.kelas,
            level: query.jenjang,
            priceMin: query.hargaMin,
            priceMax: query.hargaMaks,
          },
          effectiveSort(query.sort, query.q),
          windowOf(query),
        );
        return { data: rows.map(toCard), meta: metaOf(query, total, totalIsEstimate) };
      });
    },

    /** `GET /api/kelas-paket/{id}`: the package and its classes in bundle order. */
    get(id: string): Promise<ClassPackageDetail> {
      return cache.read('kelas-paket:detail', id, async () => {
        const row = await repository.get(id);
        if (!row) throw new AppError('NOT_FOUND', 'Paket kelas tidak ditemukan.');
        const cards = await liveClassCards(await classes.cardsByIds(row.classIds), reference);
        const byId = new Map(cards.map((card) => [card.id, card]));
        return {
          ...toCard(row),
          description: row.description,
          classes: row.classIds.flatMap((classId) => byId.get(classId) ?? []),
        };
      });
    },

    /** Creates the packages whose slug is new, with their classes; answers all ids by slug. Idempotent. */
    ensurePackages(items: NewClassPackage[]): Promise<Map<string, string>> {
      return repository.insertPackages(items);
    },

    countPackages: () => repository.count(),
  };
}
