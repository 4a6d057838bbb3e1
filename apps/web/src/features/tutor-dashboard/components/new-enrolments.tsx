import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TutorDashboard } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../lib/format';
import { DashboardCard } from './dashboard-card';

/** Students who enrolled in the tutor's classes in the last 30 days: how many, and the latest few. */
export function NewEnrolments({ enrolments }: { enrolments: TutorDashboard['enrolments'] }) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardCard
      name="enrolments"
      title={t('tutorDashboard.enrolments.title')}
      link={{ to: paths.tutorStudents(), label: t('tutorDashboard.enrolments.all') }}
    >
      <Typography sx={{ mb: 1.5 }} data-enrolment-count="">
        {t('tutorDashboard.enrolments.count', { count: enrolments.count })}
      </Typography>
      {enrolments.latest.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('tutorDashboard.enrolments.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {enrolments.latest.map((row) => (
            <li key={`${row.student.id}-${row.class.id}`}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.student.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('tutorDashboard.enrolments.row', {
                  title: row.class.title,
                  date: formatShortDate(row.enrolledAt, i18n.language),
                })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
