import { mdiAbacus, mdiArrowRight } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CardGrid, CardGridItem } from '../../../components/card-grid';
import { ExpertiseCard } from '../../../components/expertise-card';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { SearchBox } from '../../../components/search-box';
import { SectionHeading } from '../../../components/section-heading';
import { FeaturedClasses } from '../../../features/catalogue-classes/components/featured-classes';
import { FeaturedMaterials } from '../../../features/catalogue-materials/components/featured-materials';
import { useSubjects } from '../../../features/catalogue-reference/api/reference';
import { FeaturedTutors } from '../../../features/catalogue-tutors/components/featured-tutors';
import { isMathSubject, MATH_EXPERTISE, MathHero, QUADRATIC_FORMULA } from './math-parts';
import { paths } from '../../../config/paths';

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 3, md: 4 } }}>
      <SectionHeading id={id} title={title} action={action} />
      {children}
    </Box>
  );
}

function MathSubjects() {
  const { t } = useTranslation();
  const query = useSubjects();
  if (query.isPending) return <Skeleton variant="rounded" height={120} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <CardGrid columns={{ xs: 1, sm: 2, md: 3 }} label={t('math.subjects')}>
      {query.data
        .filter((subject) => isMathSubject(subject.slug))
        .map((subject) => (
          <CardGridItem key={subject.id}>
            <ExpertiseCard
              name={subject.name}
              caption={t(`catalogue.level.${subject.level}`)}
              to={paths.classes({ pelajaran: subject.slug })}
              icon={mdiAbacus}
            />
          </CardGridItem>
        ))}
    </CardGrid>
  );
}

/** `/index-math`: the maths corner: subjects, classes, materials and tutors of mathematics. */
export default function MathHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = (text: string) =>
    void navigate(paths.classes({ q: text || null, keahlian: MATH_EXPERTISE }));
  return (
    <>
      <MathHero
        title={t('math.home.title')}
        text={t('math.home.text')}
        formula={QUADRATIC_FORMULA}
        formulaLabel={t('math.quadratic')}
      >
        <SearchBox
          label={t('math.home.search')}
          onSearch={search}
          buttonColor="warning"
          sx={{ mt: 3, maxWidth: 520, '& .MuiOutlinedInput-root': { color: 'text.primary' } }}
        />
      </MathHero>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
        <Section id="math-subjects" title={t('math.subjects')}>
          <MathSubjects />
        </Section>
        <Section
          id="math-classes"
          title={t('math.classes')}
          action={{ to: paths.classes({ keahlian: MATH_EXPERTISE }), label: t('home.featured.allClasses') }}
        >
          <FeaturedClasses
            label={t('math.classes')}
            path={`/kelas?keahlian=${MATH_EXPERTISE}&sort=rating&pageSize=8`}
          />
        </Section>
        <Section
          id="math-materials"
          title={t('math.materials')}
          action={{
            to: paths.materials({ keahlian: MATH_EXPERTISE }),
            label: t('home.featured.allMaterials'),
          }}
        >
          <FeaturedMaterials
            label={t('math.materials')}
            path={`/materi?keahlian=${MATH_EXPERTISE}&sort=rating&pageSize=8`}
          />
        </Section>
        <Section
          id="math-tutors"
          title={t('math.tutors')}
          action={{ to: paths.mathTutors(), label: t('math.allTutors') }}
        >
          <FeaturedTutors
            label={t('math.tutors')}
            path={`/tutor?keahlian=${MATH_EXPERTISE}&sort=rating&pageSize=8`}
          />
        </Section>
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <Button
            component={RouterLink}
            to={paths.mathTutors()}
            variant="contained"
            endIcon={<MdiIcon path={mdiArrowRight} />}
          >
            {t('math.allTutors')}
          </Button>
        </Box>
      </Container>
    </>
  );
}
