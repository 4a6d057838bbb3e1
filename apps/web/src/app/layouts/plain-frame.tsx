import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutName } from '../../config/route-table';

export const MAIN_ID = 'main';

/** "Skip to content": a real link, but handled here because `#main` would be read as a route by the hash router. */
export function SkipLink() {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      {t('a11y.skipToContent')}
    </a>
  );
}

/**
 * `LayoutFrame` and `Main` of `layout-frame.tsx` without MUI, for the public site's layouts (the landing page's,
 * ADR 0011): same `data-layout`, skip link and focusable `<main id="main">`.
 */
export function PlainLayoutFrame({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  return (
    <div className="s-frame" data-layout={layout}>
      <SkipLink />
      {children}
    </div>
  );
}

export function PlainMain({ children }: { children: ReactNode }) {
  return (
    <main className="s-main" id={MAIN_ID} tabIndex={-1}>
      {children}
    </main>
  );
}
