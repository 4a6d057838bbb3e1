import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { PageTransition } from '../page-transition';
import { LayoutFrame, Main } from './layout-frame';
import { studentNav } from './workspace-nav';
import { NavList, NavRow } from './section-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Student dashboard: the site header, the student's section navigation, the page. */
export function FrontendStudentLayout() {
  const { t } = useTranslation();
  return (
    <LayoutFrame layout="frontend-student">
      <SiteHeader />
      <Box
        component="nav"
        aria-label={t('nav.studentLabel')}
        sx={{
          display: { xs: 'block', md: 'none' },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <NavRow items={studentNav} />
      </Box>
      <Container
        maxWidth="lg"
        sx={{ flex: 1, display: 'flex', gap: 3, py: { xs: 2, md: 4 }, alignItems: 'flex-start' }}
      >
        <Paper
          component="nav"
          aria-label={t('nav.studentLabel')}
          sx={{
            display: { xs: 'none', md: 'block' },
            width: 248,
            flexShrink: 0,
            position: 'sticky',
            top: 88,
            py: 1,
          }}
          variant="outlined"
        >
          <NavList items={studentNav} />
        </Paper>
        <Main>
          <PageTransition />
        </Main>
      </Container>
      <SiteFooter />
    </LayoutFrame>
  );
}
