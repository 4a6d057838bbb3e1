import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TutorTimeZone, SeriesOccurrence, SeriesProblem } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { zonedSessionTime } from './zoned-time';

/**
 * The dates a form will create, before it is sent (the same expansion as the server's), or why there are none.
 * Sessions already past are marked: the server refuses them.
 */
export function SeriesPreview({
  occurrences,
  problem,
  zone,
  now,
}: {
  occurrences: readonly SeriesOccurrence[];
  problem: SeriesProblem | 'incomplete' | undefined;
  zone: TutorTimeZone;
  now: number;
}) {
  const { t, i18n } = useTranslation();
  if (problem === 'incomplete') {
    return <Typography color="text.secondary">{t('tutorSessions.preview.incomplete')}</Typography>;
  }
  if (problem && problem !== 'too_many') {
    return <Alert severity="warning">{t(`tutorSessions.preview.problems.${problem}`)}</Alert>;
  }
  return (
    <Box>
      {problem === 'too_many' ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('tutorSessions.preview.problems.too_many')}
        </Alert>
      ) : null}
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} role="status">
        {t('tutorSessions.preview.count', { count: occurrences.length })}
      </Typography>
      <Box
        component="ol"
        aria-label={t('tutorSessions.preview.label')}
        sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}
      >
        {occurrences.map((occurrence) => {
          const past = occurrence.startsAt.getTime() <= now;
          return (
            <Typography
              component="li"
              variant="body2"
              key={occurrence.startsAt.toISOString()}
              color={past ? 'error.dark' : undefined}
              data-preview-date=""
            >
              {zonedSessionTime(
                { startsAt: occurrence.startsAt.toISOString(), endsAt: occurrence.endsAt.toISOString() },
                zone,
                i18n.language,
              )}
              {past ? ` (${t('tutorSessions.preview.past')})` : ''}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
