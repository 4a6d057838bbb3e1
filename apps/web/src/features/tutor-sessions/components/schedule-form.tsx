import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type CreateSessionsInput,
  expandWeeklySeries,
  meetingUrlSchema,
  type TutorTimeZone,
  type SeriesOccurrence,
  type SeriesProblem,
  wallClockToInstant,
  tutorTimeZoneLabels,
} from '@scola/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionChange } from '../api/tutor-sessions';
import { SeriesPreview } from './series-preview';
import { SessionFailure } from './session-failure';
import { useMinuteClock } from './use-minute-clock';

/** What the form holds: wall-clock dates and times in the tutor's zone, as the inputs give them. */
export interface ScheduleFormValues {
  mode: 'single' | 'weekly';
  date: string;
  time: string;
  weekdays: number[];
  until: string;
  duration: string;
  link: string;
  title: string;
}

export const emptyScheduleValues: ScheduleFormValues = {
  mode: 'weekly',
  date: '',
  time: '',
  weekdays: [],
  until: '',
  duration: '90',
  link: '',
  title: '',
};

/** ISO weekdays in the order of an Indonesian week (Senin first). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The sessions the values make (what the preview lists and the server will create), or why none. */
export function occurrencesOf(
  values: ScheduleFormValues,
  zone: TutorTimeZone,
): { occurrences: SeriesOccurrence[]; problem?: SeriesProblem | 'incomplete' } {
  const minutes = Number(values.duration);
  if (!values.date || !values.time || !Number.isInteger(minutes) || minutes < 1) {
    return { occurrences: [], problem: 'incomplete' };
  }
  const firstStart = `${values.date}T${values.time}`;
  if (values.mode === 'single') {
    const startsAt = wallClockToInstant(firstStart, zone);
    if (!startsAt) return { occurrences: [], problem: 'incomplete' };
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    return { occurrences: [{ startsAt, endsAt, localDate: values.date }] };
  }
  if (!values.until || values.weekdays.length === 0) return { occurrences: [], problem: 'incomplete' };
  return expandWeeklySeries(
    { firstStart, weekdays: values.weekdays, until: values.until, durationMinutes: minutes },
    zone,
  );
}

/** The request of valid values; `null` (with the fields to mark) otherwise. */
export function requestOf(
  values: ScheduleFormValues,
  zone: TutorTimeZone,
  now: number,
): { body: CreateSessionsInput | null; invalid: Set<string> } {
  const invalid = new Set<string>();
  const minutes = Number(values.duration);
  if (!values.date) invalid.add('date');
  if (!values.time) invalid.add('time');
  if (!Number.isInteger(minutes) || minutes < 15 || minutes > 720) invalid.add('duration');
  if (!meetingUrlSchema.safeParse(values.link).success) invalid.add('link');
  if (values.mode === 'weekly' && values.weekdays.length === 0) invalid.add('weekdays');
  if (values.mode === 'weekly' && !values.until) invalid.add('until');
  const { occurrences, problem } = occurrencesOf(values, zone);
  if (problem || occurrences.some((occurrence) => occurrence.startsAt.getTime() <= now))
    invalid.add('preview');
  if (invalid.size > 0) return { body: null, invalid };
  const common = {
    durationMinutes: minutes,
    meetingUrl: values.link.trim(),
    ...(values.title.trim() ? { title: values.title.trim() } : {}),
  };
  const body: CreateSessionsInput =
    values.mode === 'single'
      ? { kind: 'single', startsAt: occurrences[0]?.startsAt.toISOString() ?? '', ...common }
      : {
          kind: 'weekly',
          firstStart: `${values.date}T${values.time}`,
          weekdays: values.weekdays,
          until: values.until,
          ...common,
        };
  return { body, invalid };
}

/** `jadwal/kelola`: one session or a weekly series, in the tutor's zone, with the dates it makes listed before saving. */
export function ScheduleForm({ classId, zone }: { classId: string; zone: TutorTimeZone }) {
  const { t } = useTranslation();
  const id = useId();
  const change = useSessionChange(classId);
  const [values, setValues] = useState(emptyScheduleValues);
  const [checked, setChecked] = useState(false);
  const [created, setCreated] = useState(0);
  const now = useMinuteClock();
  const { invalid, body } = requestOf(values, zone, now);
  const preview = occurrencesOf(values, zone);
  const set = (next: Partial<ScheduleFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setCreated(0);
    change.reset();
  };
  const bad = (field: string) => checked && invalid.has(field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!body) return;
    change.mutate({ action: 'create', body }, { onSuccess: (sessions) => setCreated(sessions.length) });
  };
  const zoneLabel = tutorTimeZoneLabels[zone];

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 3 }}>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={values.mode}
        aria-label={t('tutorSessions.form.mode')}
        onChange={(_, mode: ScheduleFormValues['mode'] | null) => mode && set({ mode })}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="weekly">{t('tutorSessions.form.weekly')}</ToggleButton>
        <ToggleButton value="single">{t('tutorSessions.form.single')}</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TextField
          id={`${id}-date`}
          type="date"
          label={t(values.mode === 'weekly' ? 'tutorSessions.form.firstDate' : 'tutorSessions.form.date')}
          value={values.date}
          onChange={(event) => set({ date: event.target.value })}
          required
          error={bad('date')}
          helperText={bad('date') ? t('tutorSessions.errors.date') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id={`${id}-time`}
          type="time"
          label={t('tutorSessions.form.time', { zone: zoneLabel })}
          value={values.time}
          onChange={(event) => set({ time: event.target.value })}
          required
          error={bad('time')}
          helperText={bad('time') ? t('tutorSessions.errors.time') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {values.mode === 'weekly' ? (
          <>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, gridColumn: '1 / -1' }}>
              <FormLabel component="legend" required error={bad('weekdays')}>
                {t('tutorSessions.form.weekdays')}
              </FormLabel>
              <FormGroup row>
                {WEEKDAYS.map((day) => (
                  <FormControlLabel
                    key={day}
                    label={t(`tutorSessions.weekdays.${day}`)}
                    control={
                      <Checkbox
                        checked={values.weekdays.includes(day)}
                        onChange={(event) =>
                          set({
                            weekdays: event.target.checked
                              ? [...values.weekdays, day].sort()
                              : values.weekdays.filter((d) => d !== day),
                          })
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {bad('weekdays') ? (
                <FormHelperText error>{t('tutorSessions.errors.weekdays')}</FormHelperText>
              ) : null}
            </Box>
            <TextField
              id={`${id}-until`}
              type="date"
              label={t('tutorSessions.form.until')}
              value={values.until}
              onChange={(event) => set({ until: event.target.value })}
              required
              error={bad('until')}
              helperText={bad('until') ? t('tutorSessions.errors.until') : undefined}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.date || undefined } }}
            />
          </>
        ) : null}
        <TextField
          id={`${id}-duration`}
          type="number"
          label={t('tutorSessions.fields.duration')}
          value={values.duration}
          onChange={(event) => set({ duration: event.target.value })}
          required
          error={bad('duration')}
          helperText={bad('duration') ? t('tutorSessions.errors.duration') : undefined}
          slotProps={{ htmlInput: { min: 15, max: 720, step: 15 } }}
        />
        <TextField
          id={`${id}-link`}
          type="url"
          label={t('tutorSessions.fields.link')}
          value={values.link}
          onChange={(event) => set({ link: event.target.value })}
          required
          error={bad('link')}
          helperText={bad('link') ? t('tutorSessions.errors.link') : t('tutorSessions.fields.linkHint')}
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          id={`${id}-title`}
          label={t('tutorSessions.form.title')}
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
          helperText={t('tutorSessions.form.titleHint')}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: 2, borderRadius: 2 }}
        component="section"
        aria-labelledby={`${id}-preview`}
      >
        <Typography id={`${id}-preview`} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
          {t('tutorSessions.preview.title', { zone: zoneLabel })}
        </Typography>
        <SeriesPreview occurrences={preview.occurrences} problem={preview.problem} zone={zone} now={now} />
      </Paper>
      <SessionFailure error={change.error} zone={zone} />
      {created > 0 ? (
        <Alert
          severity="success"
          role="status"
          action={
            <Button
              component={RouterLink}
              to={paths.tutorClassEditSchedule(classId)}
              color="inherit"
              size="small"
            >
              {t('tutorSessions.form.seeSchedule')}
            </Button>
          }
        >
          {t('tutorSessions.form.created', { count: created })}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={change.isPending}>
          {t(
            values.mode === 'weekly' ? 'tutorSessions.form.submitWeekly' : 'tutorSessions.form.submitSingle',
          )}
        </Button>
      </Box>
    </Box>
  );
}
