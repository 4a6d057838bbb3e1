import { type StudyRoomTemplate, tutorTimeZoneLabels, type TutorTimeZone } from '@scola/contracts';
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
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateStudyRooms } from '../api/rooms';
import { RoomFailure } from './room-failure';
import { priceText, subjectText } from './room-facts';
import {
  emptyRoomValues,
  type RoomField,
  type RoomFormValues,
  roomOccurrencesOf,
  roomRequestOf,
} from './room-create-values';
import { RoomSeriesPreview } from './room-series-preview';

/** ISO weekdays in the order of an Indonesian week (Senin first). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The time now, refreshed every minute (the "already past" marks move with it). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface RoomCreateFormProps {
  templates: readonly StudyRoomTemplate[];
  /** The master given by the link (`?master=`), chosen at the start. */
  initialTemplateId: string;
  zone: TutorTimeZone;
  onCreated: (count: number) => void;
}

/** `/tutor/add-study-room`: a master, then one room or a weekly series in the tutor's zone, listed before saving. */
export function RoomCreateForm({ templates, initialTemplateId, zone, onCreated }: RoomCreateFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateStudyRooms();
  const [values, setValues] = useState(() => emptyRoomValues(initialTemplateId));
  const [checked, setChecked] = useState(false);
  const now = useMinuteClock();
  const template = templates.find((item) => item.id === values.templateId);
  const duration = template?.durationMinutes ?? 60;
  const { body, invalid } = roomRequestOf(values, duration, zone, now);
  const preview = roomOccurrencesOf(values, duration, zone);
  const set = (next: Partial<RoomFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    create.reset();
  };
  const bad = (field: RoomField) => checked && invalid.has(field);
  const message = (field: RoomField) =>
    bad(field) ? t(`tutorStudyRooms.create.errors.${field}`) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!body) return;
    create.mutate(body, { onSuccess: (rooms) => onCreated(rooms.length) });
  };
  const zoneLabel = tutorTimeZoneLabels[zone];

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 3 }}>
      <TextField
        id={`${id}-template`}
        select
        label={t('tutorStudyRooms.create.template')}
        value={values.templateId}
        onChange={(event) => set({ templateId: event.target.value })}
        required
        error={bad('templateId')}
        helperText={
          message('templateId') ??
          (template
            ? t('tutorStudyRooms.create.templateFacts', {
                subject: subjectText(t, template.subject, template.grade),
                duration: t('tutorStudyRooms.durationText', { count: template.durationMinutes }),
                capacity: t('tutorStudyRooms.capacityText', { count: template.capacity }),
                price: priceText(t, template.price),
              })
            : undefined)
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('tutorStudyRooms.create.templatePick')}</option>
        {templates.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title}
          </option>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={values.mode}
        aria-label={t('tutorStudyRooms.create.mode')}
        onChange={(_, mode: RoomFormValues['mode'] | null) => mode && set({ mode })}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="single">{t('tutorStudyRooms.create.single')}</ToggleButton>
        <ToggleButton value="weekly">{t('tutorStudyRooms.create.weekly')}</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TextField
          id={`${id}-date`}
          type="date"
          label={t(
            values.mode === 'weekly' ? 'tutorStudyRooms.create.firstDate' : 'tutorStudyRooms.create.date',
          )}
          value={values.date}
          onChange={(event) => set({ date: event.target.value })}
          required
          error={bad('date')}
          helperText={message('date')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id={`${id}-time`}
          type="time"
          label={t('tutorStudyRooms.create.time', { zone: zoneLabel })}
          value={values.time}
          onChange={(event) => set({ time: event.target.value })}
          required
          error={bad('time')}
          helperText={message('time')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {values.mode === 'weekly' ? (
          <>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, gridColumn: '1 / -1' }}>
              <FormLabel component="legend" required error={bad('weekdays')}>
                {t('tutorStudyRooms.create.weekdays')}
              </FormLabel>
              <FormGroup row>
                {WEEKDAYS.map((day) => (
                  <FormControlLabel
                    key={day}
                    label={t(`tutorStudyRooms.weekdays.${day}`)}
                    control={
                      <Checkbox
                        checked={values.weekdays.includes(day)}
                        onChange={(event) =>
                          set({
                            weekdays: event.target.checked
                              ? [...values.weekdays, day].sort()
                              : values.weekdays.filter((item) => item !== day),
                          })
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {bad('weekdays') ? <FormHelperText error>{message('weekdays')}</FormHelperText> : null}
            </Box>
            <TextField
              id={`${id}-until`}
              type="date"
              label={t('tutorStudyRooms.create.until')}
              value={values.until}
              onChange={(event) => set({ until: event.target.value })}
              required
              error={bad('until')}
              helperText={message('until')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.date || undefined } }}
            />
          </>
        ) : null}
        <TextField
          id={`${id}-link`}
          type="url"
          label={t('tutorStudyRooms.fields.link')}
          value={values.link}
          onChange={(event) => set({ link: event.target.value })}
          error={bad('link')}
          helperText={message('link') ?? t('tutorStudyRooms.fields.linkHint')}
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
          {t('tutorStudyRooms.create.preview.title', { zone: zoneLabel })}
        </Typography>
        <RoomSeriesPreview
          occurrences={preview.occurrences}
          problem={preview.problem}
          zone={zone}
          now={now}
        />
        {bad('preview') ? (
          <FormHelperText error sx={{ mt: 1 }}>
            {message('preview')}
          </FormHelperText>
        ) : null}
      </Paper>
      <RoomFailure error={create.error} zone={zone} />
      <Box>
        <Button type="submit" variant="contained" size="large" loading={create.isPending}>
          {t(
            values.mode === 'weekly'
              ? 'tutorStudyRooms.create.submitWeekly'
              : 'tutorStudyRooms.create.submitSingle',
          )}
        </Button>
      </Box>
    </Box>
  );
}
