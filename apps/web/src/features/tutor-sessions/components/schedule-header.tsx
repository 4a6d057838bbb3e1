import { mdiCalendarPlus, mdiFormatListNumbered, mdiHistory, mdiCalendarClock } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type TutorSessionClass, tutorTimeZoneLabels } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';

/** The four schedule pages of a class, and the link of each. */
export type SchedulePage = 'schedule' | 'sessions' | 'manage' | 'history';

const pages: { page: SchedulePage; icon: string; to: (id: string) => string }[] = [
  { page: 'schedule', icon: mdiCalendarClock, to: (id) => paths.tutorClassEditSchedule(id) },
  { page: 'manage', icon: mdiCalendarPlus, to: (id) => paths.tutorClassEditScheduleManage(id) },
  { page: 'sessions', icon: mdiFormatListNumbered, to: (id) => paths.tutorClassEditSessions(id) },
  { page: 'history', icon: mdiHistory, to: (id) => paths.tutorClassEditScheduleHistory(id) },
];

/**
 * The heading of a schedule page: what the page is, the class (once loaded) and the zone its times are in, and links
 * to the other schedule pages (the class editor's tab bar may show them too; these work without it).
 */
export function ScheduleHeader({
  classId,
  page,
  header,
}: {
  classId: string;
  page: SchedulePage;
  header: TutorSessionClass | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {t(`tutorSessions.titles.${page}`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }} data-class-title="">
          {header
            ? t('tutorSessions.classLine', {
                title: header.title,
                zone: tutorTimeZoneLabels[header.timeZone],
              })
            : '\u00a0'}
        </Typography>
      </Box>
      <Box
        component="nav"
        aria-label={t('tutorSessions.pagesNav')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {pages.map((entry) => (
          <Button
            key={entry.page}
            component={RouterLink}
            to={entry.to(classId)}
            size="small"
            variant={entry.page === page ? 'contained' : 'outlined'}
            aria-current={entry.page === page ? 'page' : undefined}
            startIcon={<MdiIcon path={entry.icon} />}
          >
            {t(`tutorSessions.nav.${entry.page}`)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
