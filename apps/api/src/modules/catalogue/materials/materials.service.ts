import type {
  MaterialDetail,
  MaterialList,
  MaterialListQuery,
  PublicationStatus,
  SchoolLevel,
} from '@scola/contracts';
import { AppError } from '../../../lib/app-error';
import type { FileStorage } from '../../../lib/storage';
import { materialCards } from './material-cards';
import type { MaterialsRepository } from './materials.repository';
import { firstPagesOf } from './pdf-preview';
import type { CatalogueReadCache } from '../read-cache/read-cache';
import { metaOf, type ReferenceLookups, resolveExpertise, resolveSubject } from '../shared/refs';
import { effectiveSort, windowOf } from '../search/list-options';

export interface NewMaterial {
  slug: string;
  tutorId: string;
  subjectId: string;
  level: SchoolLevel;
  title: string;
  summary: string;
  description: string;
  pageCount: number;
  previewPages: number;
  price: number;
  /** Storage keys of the full PDF and of its preview (first `previewPages` pages). */
  fileKey: string;
  previewKey: string;
  coverUrl?: string | null;
  status: PublicationStatus;
  publishedAt?: Date | null;
}

/** Storage keys of a material's files: `materials/<slug>/full.pdf` and `materials/<slug>/preview.pdf`. */
export const materialFileKeys = (slug: string) => ({
  fileKey: `materials/${slug}/full.pdf`,
  previewKey: `materials/${slug}/preview.pdf`,
});

export type MaterialsService = ReturnType<typeof createMaterialsService>;

export function createMaterialsService(deps: {
  repository: MaterialsRepository;
  reference: ReferenceLookups;
  storage: FileStorage;
  cache: CatalogueReadCache;
}) {
  const { repository, reference, storage, cache } = deps;

  /** Writes the preview PDF of a full file (first `pages` pages). */
  async function writePreview(fileKey: string, previewKey: string, pages: number): Promise<void> {
    await storage.put(previewKey, await firstPagesOf(await storage.get(fileKey), pages));
  }

  return {
    /** `GET /api/materi`. */
    list(query: MaterialListQuery): Promise<MaterialList> {
      return cache.read('materi:list', query, async () => {
        const [subjectId, expertiseId] = [
          await resolveSubject(reference, query.pelajaran),
          await resolveExpertise(reference, query.keahlian),
        ];
        const { rows, total, totalIsEstimate } = await repository.list(
          {
            q: query.q,
            subjectId,
            level: query.jenjang,
            expertiseId,
            tutorId: query.tutor,
            priceMin: query.hargaMin,
            priceMax: query.hargaMaks,
            ratingMin: query.ratingMin,
          },
          effectiveSort(query.sort, query.q),
          windowOf(query),
        );
        return { data: await materialCards(rows, reference), meta: metaOf(query, total, totalIsEstimate) };
      });
    },

    /** `GET /api/materi/{id}`. */
    get(id: string): Promise<MaterialDetail> {
      return cache.read('materi:detail', id, async () => {
        const row = await repository.get(id);
        const [card] = row ? await materialCards([row], reference) : [];
        if (!row || !card) throw new AppError('NOT_FOUND', 'Materi tidak ditemukan.');
        return { ...card, description: row.description };
      });
    },

    /**
     * The stored preview of a public material (`NOT_FOUND` otherwise). A missing preview file is made from the full
     * file once (e.g. after files were restored without their previews). The full file itself is never answered.
     */
    async preview(id: string): Promise<{ key: string; filename: string }> {
      const row = await repository.get(id);
      if (!row) throw new AppError('NOT_FOUND', 'Materi tidak ditemukan.');
      if (!(await storage.exists(row.previewKey))) {
        if (!(await storage.exists(row.fileKey))) {
          throw new AppError('NOT_FOUND', 'Berkas pratinjau materi tidak tersedia.');
        }
        await writePreview(row.fileKey, row.previewKey, row.previewPages);
      }
      return { key: row.previewKey, filename: `${row.slug}-pratinjau.pdf` };
    },

    /**
     * Creates the materials whose slug is new; the full PDF must already be stored under `fileKey`. Writes each
     * missing preview file. Answers all ids by slug. Idempotent.
     */
    async ensureMaterials(items: NewMaterial[]): Promise<Map<string, string>> {
      for (const item of items) {
        if (!(await storage.exists(item.previewKey))) {
          await writePreview(item.fileKey, item.previewKey, item.previewPages);
        }
      }
      return repository.insertMaterials(items);
    },

    countMaterials: () => repository.count(),
  };
}
