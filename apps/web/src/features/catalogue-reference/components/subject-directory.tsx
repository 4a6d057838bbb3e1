import { mdiAbacus, mdiBookAlphabet, mdiFlask, mdiSchoolOutline, mdiTranslate } from '@mdi/js';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Subject } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGrid, CardGridItem } from '../../../components/card-grid';
import { ExpertiseCard } from '../../../components/expertise-card';
import { LoadError } from '../../../components/load-error';
import { useExpertise, useExpertiseCategories, useSubjects } from '../api/reference';
import { paths } from '../../../config/paths';

/** School order of the levels (kept here so this module needs the contracts' types only). */
const LEVELS: readonly Subject['level'][] = ['SD', 'SMP', 'SMA', 'UTBK', 'Umum'];

/** Subjects by level, each a chip leading to its classes (`/kelas?pelajaran=…`). */
export function SubjectDirectory({ filter }: { filter?: (subject: Subject) => boolean }) {
  const { t } = useTranslation();
  const query = useSubjects();
  if (query.isPending) return <Skeleton variant="rounded" height={160} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const subjects = query.data.filter((subject) => !filter || filter(subject));
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      data-subject-directory=""
    >
      {LEVELS.map((level) => {
        const ofLevel = subjects.filter((subject) => subject.level === level);
        if (ofLevel.length === 0) return null;
        return (
          <Box key={level}>
            <Typography variant="h4" component="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
              {t(`catalogue.level.${level}`)}
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {ofLevel.map((subject) => (
                <li key={subject.id}>
                  <Chip
                    component={RouterLink}
                    to={paths.classes({ pelajaran: subject.slug })}
                    label={subject.name}
                    clickable
                    variant="outlined"
                  />
                </li>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

const categoryIcons: Record<string, string> = {
  akademik: mdiAbacus,
  bahasa: mdiTranslate,
  teknologi: mdiFlask,
  'seni-kreativitas': mdiBookAlphabet,
};

/** Expertise cards leading to the tutors who have that expertise (`/tutor?keahlian=…`). */
export function ExpertiseDirectory({ limit = 12 }: { limit?: number }) {
  const expertise = useExpertise();
  const categories = useExpertiseCategories();
  if (expertise.isPending) return <Skeleton variant="rounded" height={160} />;
  if (expertise.isError)
    return <LoadError error={expertise.error} onRetry={() => void expertise.refetch()} />;
  const categoryOf = new Map((categories.data ?? []).map((category) => [category.id, category]));
  return (
    <CardGrid columns={{ xs: 1, sm: 2, md: 3, lg: 4 }}>
      {expertise.data.slice(0, limit).map((item) => {
        const category = categoryOf.get(item.categoryId);
        return (
          <CardGridItem key={item.id}>
            <ExpertiseCard
              name={item.name}
              to={paths.tutors({ keahlian: item.slug })}
              caption={category?.name}
              icon={(category && categoryIcons[category.slug]) ?? mdiSchoolOutline}
            />
          </CardGridItem>
        );
      })}
    </CardGrid>
  );
}
