import { tutorTimeZoneLabels } from '@scola/contracts';
import { mdiCalendarEdit, mdiHistory } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { CalendarFeedCard } from '../../../features/calendar-feed/components/calendar-feed-card';
import { ScheduleCalendar } from '../../../features/tutor-schedule/components/schedule-calendar';
import { WithTutorZone } from './schedule-page-parts';

/** `/tutor/jadwal`: the tutor's calendar (availability and sessions of every class) and the calendar export. */
export default function TutorSchedulePage() {
  const { t } = useTranslation();
  return (
    // `minmax(0, 1fr)`: a wide calendar scrolls inside its column instead of widening the page on phones.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeading
        title={t('pages.tutorSchedule')}
        intro={t('tutorSchedule.calendar.intro')}
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.tutorScheduleManage()}
              startIcon={<MdiIcon path={mdiCalendarEdit} />}
            >
              {t('tutorSchedule.calendar.manage')}
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={paths.tutorScheduleHistory()}
              startIcon={<MdiIcon path={mdiHistory} />}
            >
              {t('tutorSchedule.calendar.history')}
            </Button>
          </Box>
        }
      />
      <WithTutorZone>
        {(timeZone) => (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Typography variant="body2" color="text.secondary">
              {t('tutorSchedule.calendar.zoneNote', {
                zone: t(`tutorSchedule.zones.${tutorTimeZoneLabels[timeZone]}`),
              })}
            </Typography>
            <ScheduleCalendar timeZone={timeZone} />
          </Box>
        )}
      </WithTutorZone>
      <CalendarFeedCard />
    </Box>
  );
}
