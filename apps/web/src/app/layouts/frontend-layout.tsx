import { PageTransition } from '../page-transition';
import { LayoutFrame, Main } from './layout-frame';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Public site: header with the catalogue links, page, footer. */
export function FrontendLayout() {
  return (
    <LayoutFrame layout="frontend">
      <SiteHeader />
      <Main>
        <PageTransition />
      </Main>
      <SiteFooter />
    </LayoutFrame>
  );
}

/** Maths corner: the public site's header with a "Matematika" badge. */
export function FrontendMathLayout() {
  return (
    <LayoutFrame layout="frontend-math">
      <SiteHeader badgeKey="layout.mathBadge" />
      <Main>
        <PageTransition />
      </Main>
      <SiteFooter />
    </LayoutFrame>
  );
}
