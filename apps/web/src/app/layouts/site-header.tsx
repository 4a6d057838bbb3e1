import { mdiMenu } from '@mdi/js';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon';
import { AccountButton } from './account-button';
import { BrandLink } from './brand';
import { catalogueLinks } from './catalogue-links';
import { LanguageSwitch } from './language-switch';

const MENU_ID = 'site-menu';
const loadSiteMenu = () => import('./site-menu');
const SiteMenu = lazy(loadSiteMenu);

export interface SiteHeaderProps {
  /** i18n key of a badge after the product name (the maths corner). */
  badgeKey?: string;
}

/**
 * Header of the public site and the student dashboard: logo, catalogue links, language switch, and "Masuk" or the
 * signed-in user's account menu.
 * Below the `md` breakpoint the links move into a labelled drawer menu (`site-menu.tsx`, loaded on first use so
 * the landing bundle stays small).
 */
export function SiteHeader({ badgeKey }: SiteHeaderProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <AppBar
      position="sticky"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', color: 'text.primary' }}
    >
      <Toolbar
        sx={{ gap: { xs: 1, sm: 1.5 }, width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}
      >
        <BrandLink {...(badgeKey ? { badgeKey } : {})} />
        <Box
          component="nav"
          aria-label={t('nav.mainLabel')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}
        >
          {catalogueLinks.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              color="inherit"
              sx={{
                px: 1.5,
                color: 'text.secondary',
                '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
              }}
            >
              {t(link.labelKey)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        <LanguageSwitch sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
        <AccountButton />
        <IconButton
          edge="end"
          aria-label={t('nav.openMenu')}
          aria-controls={menuLoaded ? MENU_ID : undefined}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={openMenu}
          onPointerEnter={() => void loadSiteMenu()}
          onFocus={() => void loadSiteMenu()}
          sx={{ display: { md: 'none' } }}
        >
          <MdiIcon path={mdiMenu} />
        </IconButton>
      </Toolbar>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <SiteMenu id={MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
