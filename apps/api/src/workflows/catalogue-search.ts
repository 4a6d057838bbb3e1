import { SEARCH_GROUP_SIZE, type SearchGroupsResponse, type SearchQuery } from '@scola/contracts';
import type { CatalogueServices } from '../modules/catalogue';

/** The five public lists the grouped search asks (the services behind `/kelas`, `/kelas-paket`, …). */
export type SearchedLists = Pick<
  CatalogueServices,
  'classes' | 'packages' | 'materials' | 'courses' | 'tutors'
>;

/** The closest spelling of a query that finds something, or null (the catalogue's "did you mean"). */
export type QueryCorrector = (q: string) => Promise<string | null>;

/** The first page of one list as a group: its items and how many its own list would show. */
const groupOf = <T>(list: { data: readonly T[]; meta: { total: number } }) => ({
  items: [...list.data],
  total: list.meta.total,
});

/**
 * The landing page's search across every kind of item (`GET /cari`, issue 16): the first page of each public list
 * for `q` by relevance, asked in parallel with exactly the query its own list route would get for `?q=…&pageSize=4`
 * (so the group's items and total are what "Lihat semua" opens, and the lists' read cache is shared). A query that
 * finds nothing anywhere asks for a correction.
 */
export function catalogueSearch(lists: SearchedLists, correctQuery: QueryCorrector) {
  return {
    async groups({ q }: SearchQuery): Promise<SearchGroupsResponse> {
      const firstPage = { q, page: 1, pageSize: SEARCH_GROUP_SIZE, sort: 'relevance' } as const;
      const [classes, packages, materials, courses, tutors] = await Promise.all([
        lists.classes.list(firstPage),
        lists.packages.list(firstPage),
        lists.materials.list(firstPage),
        lists.courses.list(firstPage),
        lists.tutors.list(firstPage),
      ]);
      const groups = {
        classes: groupOf(classes),
        packages: groupOf(packages),
        materials: groupOf(materials),
        courses: groupOf(courses),
        tutors: groupOf(tutors),
      };
      const nothing = Object.values(groups).every((group) => group.total === 0);
      return { data: { q, ...groups, didYouMean: nothing ? await correctQuery(q) : null } };
    },
  };
}
