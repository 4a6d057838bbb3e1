import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PRODUCT_NAME, TITLE_SEPARATOR } from '../config/constants';
import { isPageHandle } from './route-meta';

/** `Scola` alone, or `<page title> · Scola`. */
export function formatTitle(pageTitle?: string | null): string {
  return pageTitle ? `${pageTitle}${TITLE_SEPARATOR}${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets `document.title` (follows the language too). */
export function useDocumentTitle(pageTitle?: string | null): void {
  const title = formatTitle(pageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The title a page chose for itself (the name of the class it shows…), over its route table title. */
let pageTitle: string | null = null;
const listeners = new Set<() => void>();
function setPageTitle(title: string | null) {
  pageTitle = title;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the page after what it shows (e.g. a class's title) while it is mounted; `null` keeps the route's title. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title]);
}

/** The title of the page the router shows: its own, else its route table title; the home page is just `Scola`. */
export function useRouteDocumentTitle(): void {
  const { t } = useTranslation();
  const own = useSyncExternalStore(
    subscribe,
    () => pageTitle,
    () => null,
  );
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1);
  useDocumentTitle(own ?? (handle && handle.routeId !== 'home' ? t(handle.titleKey) : null));
}

/**
 * The page's `<meta name="description">` while it is mounted (an article's summary); the shell's own description
 * comes back when it unmounts.
 */
export function usePageDescription(description: string | null | undefined): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description || !meta) return undefined;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
