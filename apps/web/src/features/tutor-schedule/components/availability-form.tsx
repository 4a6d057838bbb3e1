import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TutorAvailability } from '@scola/contracts';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormFailure } from '../../../components/form-failure';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { useSaveAvailability, useTutorAvailability } from '../api/tutor-schedule';
import { type AvailabilityDraft, bodyOf, draftOf, invalidRows } from './availability-draft';
import { BookingSettingsFields } from './booking-settings-fields';
import { ExceptionsEditor } from './exceptions-editor';
import { zonedFormat } from './time-of-day';
import { WeeklyRulesEditor } from './weekly-rules-editor';

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}

/** The editor once the saved availability is known (its draft starts from it). */
function AvailabilityEditor({ saved }: { saved: TutorAvailability }) {
  const { t } = useTranslation();
  const save = useSaveAvailability();
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOf(saved));
  const [showInvalid, setShowInvalid] = useState(false);
  const invalid = useMemo(() => invalidRows(draft), [draft]);
  // `en-CA` writes dates as YYYY-MM-DD: today in the tutor's zone, the earliest date an exception can take.
  const today = zonedFormat('en-CA', draft.timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

  const change = (next: Partial<AvailabilityDraft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...next }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid.size > 0) return setShowInvalid(true);
    setShowInvalid(false);
    save.mutate(bodyOf(draft));
  };
  const flagged = showInvalid ? invalid : new Set<string>();

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <Section title={t('tutorSchedule.manage.weeklyTitle')} intro={t('tutorSchedule.manage.weeklyIntro')}>
        <WeeklyRulesEditor
          weekly={draft.weekly}
          invalid={flagged}
          onChange={(weekly) => change({ weekly })}
        />
      </Section>
      <Section
        title={t('tutorSchedule.manage.exceptionsTitle')}
        intro={t('tutorSchedule.manage.exceptionsIntro')}
      >
        <ExceptionsEditor
          exceptions={draft.exceptions}
          invalid={flagged}
          today={today}
          onChange={(exceptions) => change({ exceptions })}
        />
      </Section>
      <Section
        title={t('tutorSchedule.manage.settingsTitle')}
        intro={t('tutorSchedule.manage.settingsIntro')}
      >
        <BookingSettingsFields
          timeZone={draft.timeZone}
          settings={draft.settings}
          onZone={(timeZone) => change({ timeZone })}
          onSettings={(settings) => change({ settings })}
        />
      </Section>
      <Box sx={{ display: 'grid', gap: 2 }} aria-live="polite">
        {showInvalid && invalid.size > 0 ? (
          <Alert severity="error">{t('tutorSchedule.manage.fixRows', { count: invalid.size })}</Alert>
        ) : null}
        <FormFailure error={save.error} sx={{ mb: 0 }} />
        {save.isSuccess ? (
          <Alert
            severity="success"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={paths.tutorSchedule()}>
                {t('tutorSchedule.manage.seeCalendar')}
              </Button>
            }
          >
            {t('tutorSchedule.manage.saved')}
          </Alert>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" loading={save.isPending}>
          {t('tutorSchedule.manage.save')}
        </Button>
        <Button component={RouterLink} to={paths.tutorSchedule()} size="large">
          {t('tutorSchedule.manage.back')}
        </Button>
      </Box>
    </Box>
  );
}

/** `/tutor/jadwal/kelola`: weekly rules, dated exceptions, booking settings and zone, saved as one. */
export function AvailabilityForm() {
  const { t } = useTranslation();
  const availability = useTutorAvailability();
  if (availability.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  if (availability.isError) {
    return (
      <LoadError
        error={availability.error}
        onRetry={() => void availability.refetch()}
        title={t('tutorSchedule.manage.loadError')}
      />
    );
  }
  return <AvailabilityEditor saved={availability.data} />;
}
