import { mdiLogin, mdiMenu } from '@mdi/js';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import type { User } from '@scola/contracts';
import { useAuth } from '../../auth/react';
import { hasScope } from '../../auth/scope';
import { PlainIcon } from '../../components/plain-icon';
import { loadThemed } from '../lazy-themed';
import { BrandLink } from './brand';
import { catalogueLinks } from './catalogue-links';
import { PlainLanguageSwitch } from './plain-language-switch';
import { paths } from '../../config/paths';

const MENU_ID = 'site-menu';
const loadSiteMenu = () => import('./site-menu');
// The parts built with MUI load on first use, with the theme (ADR 0011): the landing page has no MUI runtime.
const SiteMenu = lazy(() => loadThemed(loadSiteMenu));
const AccountButton = lazy(() =>
  loadThemed(async () => ({ default: (await import('./account-button')).AccountButton })),
);
const RealtimeStatus = lazy(() =>
  loadThemed(async () => ({ default: (await import('../../components/realtime-status')).RealtimeStatus })),
);
const NotificationBell = lazy(() =>
  loadThemed(async () => ({
    default: (await import('../../features/notifications/components/notification-bell')).NotificationBell,
  })),
);
const CartHeaderButton = lazy(() =>
  loadThemed(async () => ({
    default: (await import('../../features/cart/components/cart-header-button')).CartHeaderButton,
  })),
);

export interface SiteHeaderProps {
  /** i18n key of a badge after the product name (the maths corner). */
  badgeKey?: string;
}

/** A slot of the header whose content loads on demand; keeps its place while loading. */
function LazySlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<span aria-hidden="true" style={{ width: 40 }} />}>{children}</Suspense>;
}

/**
 * Header of the public site and the student dashboard: logo, catalogue links, language switch, and "Masuk" or the
 * signed-in user's cart (with its item count) and account menu.
 * Plain markup (`site.css`), so the landing page needs no MUI runtime (ADR 0011); the signed-in parts (cart, account
 * menu) and the drawer menu below the `md` breakpoint load with MUI when they are needed.
 */
export function SiteHeader({ badgeKey }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { loggedIn, user } = useAuth<User>();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <header className="s-header">
      <div className="s-toolbar">
        <BrandLink {...(badgeKey ? { badgeKey } : {})} />
        <nav className="s-nav" aria-label={t('nav.mainLabel')}>
          {catalogueLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className="s-btn s-nav-link">
              {t(link.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="s-spacer" />
        <PlainLanguageSwitch />
        {loggedIn ? (
          <>
            <LazySlot>
              <RealtimeStatus />
            </LazySlot>
            <LazySlot>
              <NotificationBell />
            </LazySlot>
            {hasScope(user?.scope, 'student') && (
              <LazySlot>
                <CartHeaderButton />
              </LazySlot>
            )}
            <LazySlot>
              <AccountButton />
            </LazySlot>
          </>
        ) : (
          <RouterLink to={paths.signIn()} className="s-btn s-btn-primary s-sign-in-btn">
            <PlainIcon path={mdiLogin} small />
            {t('nav.signIn')}
          </RouterLink>
        )}
        <button
          type="button"
          className="s-icon-btn s-menu-btn"
          aria-label={t('nav.openMenu')}
          aria-controls={menuLoaded ? MENU_ID : undefined}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={openMenu}
          onPointerEnter={() => void loadSiteMenu()}
          onFocus={() => void loadSiteMenu()}
        >
          <PlainIcon path={mdiMenu} />
        </button>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <SiteMenu id={MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
