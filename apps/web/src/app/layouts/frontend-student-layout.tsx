import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import type { User } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/react';
import { PageTransition } from '../page-transition';
import { LayoutFrame, Main } from './layout-frame';
import { studentNav } from './workspace-nav';
import { NavList, NavRow } from './section-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { AdminLayout, FrontendTutorLayout } from './workspace-layouts';

/**
 * Student dashboard: the site header, the student's section navigation, the page. The account pages it also holds
 * ("Profil", "Ganti kata sandi") open in the account's own workspace for an account that is no student: an admin's
 * in the admin layout, a tutor's in the tutor workspace (ADR 0029's role homes); every other page here is for
 * students only and sends them away anyway.
 */
export function FrontendStudentLayout() {
  const { user } = useAuth<User>();
  const scope = user?.scope;
  if (scope && !scope.includes('student')) {
    if (scope.includes('admin')) return <AdminLayout />;
    if (scope.includes('tutor')) return <FrontendTutorLayout />;
  }
  return <StudentLayout />;
}

function StudentLayout() {
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
