import type { SeriesOccurrence, SeriesProblem, TutorTimeZone } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { roomTimeText } from './room-time';

/** The rooms a form will create, before it is sent, or why there are none; rooms already past are marked. */
export function RoomSeriesPreview({
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
    return <Typography color="text.secondary">{t('tutorStudyRooms.create.preview.incomplete')}</Typography>;
  }
  if (problem && problem !== 'too_many') {
    return <Alert severity="warning">{t(`tutorStudyRooms.create.preview.problems.${problem}`)}</Alert>;
  }
  return (
    <Box>
      {problem === 'too_many' ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('tutorStudyRooms.create.preview.problems.too_many')}
        </Alert>
      ) : null}
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} role="status">
        {t('tutorStudyRooms.create.preview.count', { count: occurrences.length })}
      </Typography>
      <Box
        component="ol"
        aria-label={t('tutorStudyRooms.create.preview.label')}
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
              {roomTimeText(occurrence, zone, i18n.language)}
              {past ? ` (${t('tutorStudyRooms.create.preview.past')})` : ''}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
