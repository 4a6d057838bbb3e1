import { mdiClose, mdiLogin, mdiMenu } from '@mdi/js';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon';
import { BrandLink } from './brand';
import { LanguageSwitch } from './language-switch';
import { catalogueLinks } from './nav-items';

const MENU_ID = 'site-menu';
const MENU_TITLE_ID = 'site-menu-title';

export interface SiteHeaderProps {
  /** i18n key of a badge after the product name (the maths corner). */
  badgeKey?: string;
}

/**
 * Header of the public site and the student dashboard: logo, catalogue links, language switch, sign-in entry.
 * Below the `md` breakpoint the links move into a labelled drawer menu (keyboard accessible, Esc closes it).
 */
export function SiteHeader({ badgeKey }: SiteHeaderProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <AppBar
      position="sticky"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', color: 'text.primary' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 }, width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
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
        <Button
          component={RouterLink}
          to="/masuk"
          variant="contained"
          startIcon={<MdiIcon path={mdiLogin} />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('nav.signIn')}
        </Button>
        <IconButton
          edge="end"
          aria-label={t('nav.openMenu')}
          aria-controls={MENU_ID}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MdiIcon path={mdiMenu} />
        </IconButton>
      </Toolbar>
      <Drawer
        anchor="right"
        open={menuOpen}
        onClose={closeMenu}
        slotProps={{
          paper: {
            id: MENU_ID,
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': MENU_TITLE_ID,
            sx: { width: 'min(320px, 88vw)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
          <Typography id={MENU_TITLE_ID} variant="h4" component="h2" sx={{ flex: 1 }}>
            {t('nav.menuTitle')}
          </Typography>
          <IconButton aria-label={t('nav.closeMenu')} onClick={closeMenu}>
            <MdiIcon path={mdiClose} />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('nav.mainLabel')}>
          <List>
            {catalogueLinks.map((link) => (
              <ListItemButton
                key={link.to}
                component={NavLink}
                to={link.to}
                onClick={closeMenu}
                sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
                  <MdiIcon path={link.icon} />
                </ListItemIcon>
                <ListItemText primary={t(link.labelKey)} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Divider />
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {t('language.label')}
            </Typography>
            <LanguageSwitch />
          </Box>
          <Button
            component={RouterLink}
            to="/masuk"
            variant="contained"
            onClick={closeMenu}
            startIcon={<MdiIcon path={mdiLogin} />}
          >
            {t('nav.signIn')}
          </Button>
        </Box>
      </Drawer>
    </AppBar>
  );
}
