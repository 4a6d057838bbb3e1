import { mdiArrowLeft } from '@mdi/js';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon';
import { paths } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { PageTransition } from '../page-transition';
import { findRoute } from '../route-meta';
import { BrandMark } from './brand';
import { LanguageSwitch } from './language-switch';
import { LayoutFrame, Main } from './layout-frame';

/**
 * `app`: the immersive class space (files, discussions, recordings, live session). A slim bar with the way back
 * to the dashboard, and the whole width for the class.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tutor = findRoute(pathname)?.entry.scope === 'tutor';
  return (
    <LayoutFrame layout="app">
      <AppBar position="sticky" sx={{ bgcolor: 'primary.dark', color: '#fff' }}>
        <Toolbar variant="dense" sx={{ gap: 1.5, px: { xs: 1, sm: 2 } }}>
          <Button
            component={RouterLink}
            to={tutor ? paths.tutorClasses() : paths.dashboard()}
            color="inherit"
            startIcon={<MdiIcon path={mdiArrowLeft} />}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t(tutor ? 'layout.backToTutorClasses' : 'layout.backToDashboard')}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {t('nav.back')}
            </Box>
          </Button>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
            <BrandMark size={24} />
            <Typography component="span" noWrap sx={{ fontWeight: 500 }}>
              {t('layout.classSpace')}
            </Typography>
          </Box>
          <NotificationBell />
          <LanguageSwitch
            sx={{
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderRadius: 2,
              display: { xs: 'none', sm: 'inline-flex' },
            }}
          />
        </Toolbar>
      </AppBar>
      <Main sx={{ display: 'flex', flexDirection: 'column' }}>
        <PageTransition />
      </Main>
    </LayoutFrame>
  );
}
