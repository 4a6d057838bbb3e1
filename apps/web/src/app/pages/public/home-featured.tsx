import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/section-heading';
import {
  FeaturedClasses,
  FeaturedPackages,
} from '../../../features/catalogue-classes/components/featured-classes';
import { FeaturedMaterials } from '../../../features/catalogue-materials/components/featured-materials';
import {
  ExpertiseDirectory,
  SubjectDirectory,
} from '../../../features/catalogue-reference/components/subject-directory';
import { FeaturedCourses } from '../../../features/catalogue-skill-courses/components/featured-courses';
import { FeaturedTutors } from '../../../features/catalogue-tutors/components/featured-tutors';
import { paths } from '../../../config/paths';

function Section({
  id,
  title,
  subtitle,
  action,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: { to: string; label: string };
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      data-home-section={id}
      sx={{ bgcolor: tinted ? 'background.paper' : undefined, py: { xs: 4, md: 6 } }}
    >
      <Container maxWidth="lg">
        <SectionHeading id={id} title={title} subtitle={subtitle} action={action} />
        {children}
      </Container>
    </Box>
  );
}

/**
 * The landing page's catalogue showcase: best-rated classes, packages, life-skill courses, materials and tutors,
 * then the subjects and expertise to browse by. Loaded when the visitor scrolls towards it (`WhenVisible`).
 */
export default function HomeFeatured() {
  const { t } = useTranslation();
  return (
    <>
      <Section
        id="featured-classes"
        title={t('home.featured.classes')}
        subtitle={t('home.featured.classesText')}
        action={{ to: paths.classes(), label: t('home.featured.allClasses') }}
      >
        <FeaturedClasses label={t('home.featured.classes')} />
      </Section>
      <Section
        id="featured-packages"
        tinted
        title={t('home.featured.packages')}
        subtitle={t('home.featured.packagesText')}
      >
        <FeaturedPackages label={t('home.featured.packages')} />
      </Section>
      <Section
        id="featured-courses"
        title={t('home.featured.courses')}
        subtitle={t('home.featured.coursesText')}
        action={{ to: paths.skillCourses(), label: t('home.featured.allCourses') }}
      >
        <FeaturedCourses label={t('home.featured.courses')} />
      </Section>
      <Section
        id="featured-materials"
        tinted
        title={t('home.featured.materials')}
        subtitle={t('home.featured.materialsText')}
        action={{ to: paths.materials(), label: t('home.featured.allMaterials') }}
      >
        <FeaturedMaterials label={t('home.featured.materials')} />
      </Section>
      <Section
        id="featured-tutors"
        title={t('home.featured.tutors')}
        subtitle={t('home.featured.tutorsText')}
        action={{ to: paths.tutors(), label: t('home.featured.allTutors') }}
      >
        <FeaturedTutors label={t('home.featured.tutors')} />
      </Section>
      <Section
        id="subjects"
        tinted
        title={t('home.featured.subjects')}
        subtitle={t('home.featured.subjectsText')}
        action={{ to: paths.mathHome(), label: t('home.featured.mathCorner') }}
      >
        <SubjectDirectory />
      </Section>
      <Section
        id="expertise"
        title={t('home.featured.expertise')}
        subtitle={t('home.featured.expertiseText')}
      >
        <ExpertiseDirectory />
      </Section>
    </>
  );
}
