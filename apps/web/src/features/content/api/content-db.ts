import { contentDbSchema, type ContentDb, type ContentLanguage } from '@scola/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentUrl } from 'virtual:scola/content';
import { currentLanguage } from '../../../i18n';
import { contentKeys } from '../query-keys';

/** Fetches the content database the build wrote (`assets/content-<hash>.json`, ADR 0052) and checks its shape. */
export async function fetchContentDb(url: string = contentUrl): Promise<ContentDb> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The content database could not be loaded (HTTP ${response.status})`);
  return contentDbSchema.parse(await response.json());
}

/**
 * The content database, fetched once per build: its file never changes under its name, so it is never stale
 * and stays in the cache for the whole visit.
 */
export function useContentDb() {
  return useQuery({
    queryKey: contentKeys.db(contentUrl),
    queryFn: () => fetchContentDb(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The language the content is read in: the app's. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}
