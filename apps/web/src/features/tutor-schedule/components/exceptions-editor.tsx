import { mdiClose, mdiPlus } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { type ExceptionDraft, newKey } from './availability-draft';
import { TimeRangeFields } from './weekly-rules-editor';

export interface ExceptionsEditorProps {
  exceptions: ExceptionDraft[];
  invalid: Set<string>;
  /** Today's date in the tutor's zone (`YYYY-MM-DD`), the first date offered. */
  today: string;
  onChange: (exceptions: ExceptionDraft[]) => void;
}

/** Dated exceptions: a day off, or extra hours on a date. */
export function ExceptionsEditor({ exceptions, invalid, today, onChange }: ExceptionsEditorProps) {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<ExceptionDraft>) =>
    onChange(exceptions.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const remove = (index: number) => onChange(exceptions.filter((_, i) => i !== index));
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      {exceptions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('tutorSchedule.manage.noExceptions')}
        </Typography>
      ) : null}
      {exceptions.map((exception, index) => {
        const label = exception.date || t('tutorSchedule.manage.exceptionNumber', { number: index + 1 });
        return (
          <Paper
            key={exception.key}
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', width: '100%' }}
          >
            <TextField
              type="date"
              size="small"
              label={t('tutorSchedule.manage.date')}
              value={exception.date}
              error={invalid.has(exception.key) && !exception.date}
              onChange={(event) => update(index, { date: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              sx={{ width: 170 }}
            />
            <TextField
              select
              size="small"
              label={t('tutorSchedule.manage.kind')}
              value={exception.kind}
              onChange={(event) => update(index, { kind: event.target.value === 'extra' ? 'extra' : 'off' })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ width: 170 }}
            >
              <option value="off">{t('tutorSchedule.manage.kindOff')}</option>
              <option value="extra">{t('tutorSchedule.manage.kindExtra')}</option>
            </TextField>
            {exception.kind === 'extra' ? (
              <TimeRangeFields
                range={exception}
                label={label}
                invalid={invalid.has(exception.key)}
                onChange={(change) => update(index, change)}
                onRemove={() => remove(index)}
              />
            ) : (
              <IconButton
                aria-label={t('tutorSchedule.manage.removeException', { label })}
                onClick={() => remove(index)}
              >
                <MdiIcon path={mdiClose} />
              </IconButton>
            )}
          </Paper>
        );
      })}
      <Button
        size="small"
        startIcon={<MdiIcon path={mdiPlus} />}
        onClick={() =>
          onChange([...exceptions, { key: newKey(), date: today, kind: 'off', start: '16:00', end: '20:00' }])
        }
      >
        {t('tutorSchedule.manage.addException')}
      </Button>
    </Box>
  );
}
