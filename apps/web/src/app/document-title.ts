import { useEffect } from 'react';
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

/** The title of the page the router shows: its route table title; the home page is just `Scola`. */
export function useRouteDocumentTitle(): void {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1);
  useDocumentTitle(handle && handle.routeId !== 'home' ? t(handle.titleKey) : null);
}
