import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { schoolLevels, type StudyRoomSubjectCount } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Subjects grouped by level, in the levels' order (SD, SMP, SMA, UTBK, Umum); empty levels left out. */
export function groupByLevel(counts: readonly StudyRoomSubjectCount[]) {
  return schoolLevels
    .map((level) => ({
      level,
      subjects: counts
        .filter((count) => count.subject.level === level)
        .sort((a, b) => a.subject.name.localeCompare(b.subject.name, 'id')),
    }))
    .filter((group) => group.subjects.length > 0);
}

/** The subjects that have rooms, by level: each a link to its rooms with how many are coming. */
export function SubjectCounts({ counts }: { counts: readonly StudyRoomSubjectCount[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {groupByLevel(counts).map((group) => (
        <Box component="section" key={group.level} aria-labelledby={`level-${group.level}`}>
          <Typography id={`level-${group.level}`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {t(`catalogue.level.${group.level}`)}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {group.subjects.map(({ subject, upcomingCount }) => (
              <li key={subject.id}>
                <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={paths.studyRoomSubjectDetail({ subject: subject.slug })}
                    sx={{ p: 2, height: '100%' }}
                    data-subject={subject.slug}
                  >
                    <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {subject.name}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t('studyRooms.subjects.count', { count: upcomingCount })}
                    </Typography>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
