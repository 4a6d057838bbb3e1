import { mdiClose, mdiHomeOutline, mdiMenu } from '@mdi/js';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon';
import { RealtimeStatus } from '../../components/realtime-status';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { PageTransition } from '../page-transition';
import type { LayoutName } from '../../config/route-table';
import { AccountButton } from './account-button';
import { BrandLink } from './brand';
import { LanguageSwitch } from './language-switch';
import { LayoutFrame, Main } from './layout-frame';
import type { NavItem } from './workspace-nav';
import { NavList } from './section-nav';
import { paths } from '../../config/paths';

const NAV_WIDTH = 256;
const DRAWER_ID = 'workspace-menu';

export interface WorkspaceShellProps {
  layout: LayoutName;
  /** i18n key of the area name shown next to the logo. */
  areaKey: string;
  /** i18n key of the navigation's accessible name. */
  navLabelKey: string;
  items: readonly NavItem[];
  /** Where the logo leads (the area's home). */
  homeTo: string;
  /** `false` lets the page use the whole width (dashboards); otherwise a MUI container width. */
  maxWidth?: 'lg' | 'xl' | false;
}

/** Shell of the tutor and admin workspaces: app bar, side navigation (a drawer on small screens), page. */
export function WorkspaceShell({
  layout,
  areaKey,
  navLabelKey,
  items,
  homeTo,
  maxWidth = 'lg',
}: WorkspaceShellProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <LayoutFrame layout={layout}>
      <AppBar
        position="sticky"
        sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1.5, px: { xs: 2, sm: 3 } }}>
          <IconButton
            edge="start"
            aria-label={t('nav.openMenu')}
            aria-controls={DRAWER_ID}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MdiIcon path={mdiMenu} />
          </IconButton>
          <BrandLink to={homeTo} />
          <Chip
            label={t(areaKey)}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          />
          <Box sx={{ flex: 1 }} />
          <LanguageSwitch sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
          <Button
            component={RouterLink}
            to={paths.home()}
            startIcon={<MdiIcon path={mdiHomeOutline} fontSize="small" />}
            sx={{ display: { xs: 'none', md: 'inline-flex' } }}
          >
            {t('nav.toSite')}
          </Button>
          <RealtimeStatus />
          <NotificationBell />
          <AccountButton />
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Box
          component="nav"
          aria-label={t(navLabelKey)}
          sx={{
            display: { xs: 'none', md: 'block' },
            width: NAV_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            position: 'sticky',
            top: 64,
            alignSelf: 'flex-start',
            height: 'calc(100dvh - 64px - var(--scola-bottom-inset, 0px))', // clear of the simulator banner
            overflowY: 'auto',
            py: 1,
          }}
        >
          <NavList items={items} />
        </Box>
        <Main sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 4 } }}>
          <Container maxWidth={maxWidth} disableGutters>
            <PageTransition />
          </Container>
        </Main>
      </Box>
      <Drawer
        open={menuOpen}
        onClose={closeMenu}
        slotProps={{
          paper: {
            id: DRAWER_ID,
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': `${DRAWER_ID}-title`,
            sx: { width: 'min(300px, 88vw)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
          <Typography id={`${DRAWER_ID}-title`} variant="h4" component="h2" sx={{ flex: 1 }}>
            {t(areaKey)}
          </Typography>
          <IconButton aria-label={t('nav.closeMenu')} onClick={closeMenu}>
            <MdiIcon path={mdiClose} />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={t(navLabelKey)}>
          <NavList items={items} onNavigate={closeMenu} />
        </Box>
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <LanguageSwitch sx={{ alignSelf: 'flex-start' }} />
          <Button component={RouterLink} to={paths.home()} variant="outlined" onClick={closeMenu}>
            {t('nav.toSite')}
          </Button>
        </Box>
      </Drawer>
    </LayoutFrame>
  );
}
