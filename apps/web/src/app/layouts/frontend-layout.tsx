import { PageTransition } from '../page-transition';
import { PlainLayoutFrame, PlainMain } from './plain-frame';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Public site: header with the catalogue links, page, footer. Rendered without the MUI runtime (ADR 0011). */
export function FrontendLayout() {
  return (
    <PlainLayoutFrame layout="frontend">
      <SiteHeader />
      <PlainMain>
        <PageTransition />
      </PlainMain>
      <SiteFooter />
    </PlainLayoutFrame>
  );
}

/** Maths corner: the public site's header with a "Matematika" badge. */
export function FrontendMathLayout() {
  return (
    <PlainLayoutFrame layout="frontend-math">
      <SiteHeader badgeKey="layout.mathBadge" />
      <PlainMain>
        <PageTransition />
      </PlainMain>
      <SiteFooter />
    </PlainLayoutFrame>
  );
}
