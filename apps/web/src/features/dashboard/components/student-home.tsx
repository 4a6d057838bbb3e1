import type { User } from '@scola/contracts';
import {
  mdiAccountEditOutline,
  mdiCalendarBlankOutline,
  mdiShieldAccountOutline,
  mdiShoppingOutline,
  mdiGiftOutline,
  mdiHumanMaleBoard,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { EmptySection } from './empty-section';
import { paths } from '../../../config/paths';
import { tutorAreaPath } from '../../../config/role-areas';

export interface StudentHomeProps {
  user: User;
  /** The purchases section (the page composes it from the collections and the orders); empty state without it. */
  purchases?: ReactNode;
  /** The student's next sessions (the page supplies them); without, the empty state. */
  nextSessions?: ReactNode;
}

/** The profile misses what helps suggest classes (school level, city). */
const profileIncomplete = (user: User) => user.schoolLevel === null || user.city === null;

/**
 * The student's home (`/beranda`): a greeting, the next sessions and the purchases (both supplied by the page; an
 * account that is not a student gets the empty states with a way into the catalogue).
 */
export function StudentHome({ user, purchases, nextSessions }: StudentHomeProps) {
  const { t } = useTranslation();
  const areas = [
    ...(user.scope.includes('tutor')
      ? [{ to: tutorAreaPath(), label: t('dashboard.areas.tutor'), icon: mdiHumanMaleBoard }]
      : []),
    // A student may apply to teach too (`/tutor/daftar` shows the application's state once sent).
    ...(user.scope.includes('student') && !user.scope.includes('tutor')
      ? [{ to: paths.tutorSignUp(), label: t('dashboard.areas.becomeTutor'), icon: mdiHumanMaleBoard }]
      : []),
    // One free trial class per student (`/daftarfreetrial` shows the request once sent).
    ...(user.scope.includes('student')
      ? [{ to: paths.freeTrialSignUp(), label: t('dashboard.areas.freeTrial'), icon: mdiGiftOutline }]
      : []),
    ...(user.scope.includes('admin')
      ? [{ to: paths.adminDashboard(), label: t('dashboard.areas.admin'), icon: mdiShieldAccountOutline }]
      : []),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-student-home="">
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }} data-greeting="">
          {t('dashboard.greeting', { name: user.name })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('dashboard.subtitle')}
        </Typography>
      </Box>

      {profileIncomplete(user) ? (
        <Paper
          variant="outlined"
          sx={{
            p: 2.5,
            borderRadius: 3,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            bgcolor: '#f3f6fd',
          }}
        >
          <MdiIcon path={mdiAccountEditOutline} sx={{ color: 'primary.main', fontSize: 32 }} />
          <Box sx={{ flex: '1 1 240px' }}>
            <Typography variant="h4" component="p">
              {t('dashboard.completeProfile.title')}
            </Typography>
            <Typography color="text.secondary">{t('dashboard.completeProfile.text')}</Typography>
          </Box>
          <Button component={RouterLink} to={paths.profile()} variant="outlined">
            {t('dashboard.completeProfile.action')}
          </Button>
        </Paper>
      ) : null}

      {areas.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {areas.map((area) => (
            <Button
              key={area.to}
              component={RouterLink}
              to={area.to}
              variant="outlined"
              startIcon={<MdiIcon path={area.icon} />}
            >
              {area.label}
            </Button>
          ))}
        </Box>
      ) : null}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {nextSessions ?? (
          <EmptySection
            title={t('dashboard.nextSessions.title')}
            icon={mdiCalendarBlankOutline}
            emptyTitle={t('dashboard.nextSessions.empty')}
            emptyText={t('dashboard.nextSessions.emptyText')}
            actions={[{ to: paths.classes(), label: t('dashboard.nextSessions.action') }]}
          />
        )}
        {purchases ?? (
          <EmptySection
            title={t('dashboard.purchases.title')}
            icon={mdiShoppingOutline}
            emptyTitle={t('dashboard.purchases.empty')}
            emptyText={t('dashboard.purchases.emptyText')}
            actions={[
              { to: paths.materials(), label: t('dashboard.purchases.materials') },
              { to: paths.skillCourses(), label: t('dashboard.purchases.skillCourses') },
            ]}
          />
        )}
      </Box>
    </Box>
  );
}
