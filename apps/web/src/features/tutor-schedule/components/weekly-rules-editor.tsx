import { mdiClose, mdiPlus } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { newKey, type RangeDraft, weekdayNumbers } from './availability-draft';

export interface TimeRangeFieldsProps {
  range: { key: string; start: string; end: string };
  /** Names the range for screen readers ("Senin"). */
  label: string;
  invalid: boolean;
  onChange: (change: { start?: string; end?: string }) => void;
  onRemove: () => void;
}

/** Start and end time inputs of one range, with a remove button; flagged when the end is not after the start. */
export function TimeRangeFields({ range, label, invalid, onChange, onRemove }: TimeRangeFieldsProps) {
  const { t } = useTranslation();
  const field = (which: 'start' | 'end') => (
    <TextField
      type="time"
      size="small"
      label={t(`tutorSchedule.manage.${which}`)}
      value={range[which]}
      error={invalid}
      onChange={(event) => onChange({ [which]: event.target.value })}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': t(`tutorSchedule.manage.${which}Of`, { label }), step: 300 },
      }}
      sx={{ width: { xs: 116, sm: 130 } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexWrap: 'wrap' }}>
      {field('start')}
      <span aria-hidden="true">–</span>
      {field('end')}
      <IconButton
        aria-label={t('tutorSchedule.manage.removeRange', { label, start: range.start, end: range.end })}
        onClick={onRemove}
      >
        <MdiIcon path={mdiClose} />
      </IconButton>
      {invalid ? (
        <Typography variant="caption" color="error" sx={{ width: '100%' }}>
          {t('tutorSchedule.manage.invalidRange')}
        </Typography>
      ) : null}
    </Box>
  );
}

export interface WeeklyRulesEditorProps {
  weekly: Record<number, RangeDraft[]>;
  invalid: Set<string>;
  onChange: (weekly: Record<number, RangeDraft[]>) => void;
}

/** One line per weekday (Monday first) with its ranges; a day may have several ranges, or none. */
export function WeeklyRulesEditor({ weekly, invalid, onChange }: WeeklyRulesEditorProps) {
  const { t } = useTranslation();
  const setDay = (day: number, ranges: RangeDraft[]) => onChange({ ...weekly, [day]: ranges });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {weekdayNumbers.map((day) => {
        const ranges = weekly[day] ?? [];
        const dayName = t(`tutorSchedule.weekdays.${day}`);
        const last = ranges.at(-1);
        return (
          <Box
            key={day}
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, display: 'grid', gridTemplateColumns: { sm: '120px 1fr' }, gap: 1 }}
          >
            <Typography component="legend" sx={{ fontWeight: 600, float: { sm: 'left' }, pt: { sm: 1 } }}>
              {dayName}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
              {ranges.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
                  {t('tutorSchedule.manage.unavailable')}
                </Typography>
              ) : null}
              {ranges.map((range, index) => (
                <TimeRangeFields
                  key={range.key}
                  range={range}
                  label={dayName}
                  invalid={invalid.has(range.key)}
                  onChange={(change) =>
                    setDay(
                      day,
                      ranges.map((item, i) => (i === index ? { ...item, ...change } : item)),
                    )
                  }
                  onRemove={() =>
                    setDay(
                      day,
                      ranges.filter((_, i) => i !== index),
                    )
                  }
                />
              ))}
              <Button
                size="small"
                startIcon={<MdiIcon path={mdiPlus} />}
                aria-label={t('tutorSchedule.manage.addRangeOf', { day: dayName })}
                onClick={() =>
                  setDay(day, [
                    ...ranges,
                    // After the last range of the day, or the usual after-school hours.
                    { key: newKey(), start: last?.end ?? '16:00', end: last ? '22:00' : '20:00' },
                  ])
                }
              >
                {t('tutorSchedule.manage.addRange')}
              </Button>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
