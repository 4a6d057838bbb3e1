import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import FullCalendar, { type DatesSetInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import idLocale from '@fullcalendar/react/locales/id';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TutorCalendar, TutorTimeZone } from '@scola/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { useTutorCalendar } from '../api/tutor-schedule';

/** Calendar events: availability windows as background, sessions as links to their class's schedule. */
function eventsOf(calendar: TutorCalendar | undefined, availableLabel: string): EventInput[] {
  if (!calendar) return [];
  const windows: EventInput[] = calendar.availability.map((window) => ({
    start: window.startsAt,
    end: window.endsAt,
    display: 'background',
    title: availableLabel,
    className: 'scola-availability',
  }));
  const sessions: EventInput[] = calendar.sessions.map((session) => ({
    id: session.id,
    title: [session.class.title, session.title, session.student?.name].filter(Boolean).join(' · '),
    start: session.startsAt,
    end: session.endsAt,
    // A real link (keyboard and middle-click work): the hash router's URL of the class's schedule tab.
    url: `#${paths.tutorClassEditSchedule(session.class.id)}`,
    className: session.status === 'held' ? 'scola-session-held' : 'scola-session',
  }));
  return [...windows, ...sessions];
}

/**
 * The tutor's week (or month) in their own zone: availability as shaded background, sessions of every class as
 * events; a list of the week's sessions on phones. Each visible range is asked from the API once.
 */
export function ScheduleCalendar({ timeZone }: { timeZone: TutorTimeZone }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const calendar = useTutorCalendar(range);
  const events = useMemo(
    () => eventsOf(calendar.data, t('tutorSchedule.calendar.available')),
    [calendar.data, t],
  );

  const onDates = (info: DatesSetInfo) => {
    const next = { from: info.start.toISOString(), to: info.end.toISOString() };
    setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
  };

  return (
    <Box
      sx={{
        '& .scola-availability': { backgroundColor: 'success.light', opacity: 0.35 },
        '& .scola-session-held': { opacity: 0.7, borderStyle: 'dashed' },
        '& .fc': { fontSize: { xs: 14, sm: 15 } },
        // Long class titles wrap in the phone list instead of pushing the page wider.
        '& td': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
        minWidth: 0,
        overflowX: 'auto',
        opacity: calendar.isPlaceholderData ? 0.7 : 1,
      }}
      aria-busy={calendar.isFetching}
      data-testid="tutor-calendar"
    >
      {calendar.isError ? (
        <LoadError
          error={calendar.error}
          onRetry={() => void calendar.refetch()}
          title={t('tutorSchedule.calendar.loadError')}
        />
      ) : null}
      <FullCalendar
        key={phone ? 'phone' : 'wide'}
        plugins={[classicTheme, timeGridPlugin, dayGridPlugin, listPlugin]}
        initialView={phone ? 'listWeek' : 'timeGridWeek'}
        headerToolbar={
          phone
            ? { start: 'prev,next', center: 'title', end: 'today' }
            : { start: 'prev,next today', center: 'title', end: 'timeGridWeek,dayGridMonth,listWeek' }
        }
        {...(i18n.language === 'en' ? {} : { locale: idLocale })}
        timeZone={timeZone}
        firstDay={1}
        allDaySlot={false}
        slotMinTime="06:00:00"
        slotMaxTime="23:00:00"
        nowIndicator
        height="auto"
        events={events}
        datesSet={onDates}
        noEventsContent={t('tutorSchedule.calendar.noSessions')}
      />
      {!phone ? null : (
        <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
          {t('tutorSchedule.calendar.phoneHint')}
        </Alert>
      )}
    </Box>
  );
}
