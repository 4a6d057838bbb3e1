import { mdiAccountOutline, mdiPlayCircleOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import type { SkillCourseCard } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CardChips, CardFact, CardShell, CardTitleLink } from './card-parts';
import { CoverImage } from './cover-image';
import { useDurationText } from './duration';
import { PriceTag } from './price-tag';
import { Rating } from './rating';
import { paths } from '../config/paths';

export interface CourseCardProps {
  course: SkillCourseCard;
  headingLevel?: 'h2' | 'h3';
  /** Say what the rating rates ("Rating kelas"), where it stands beside a tutor's own rating (tutor profile). */
  ratingLabel?: string;
}

/** A life-skill course card: cover, expertise, title, instructor, lessons and length, free previews, price. */
export function CourseCard({ course, headingLevel = 'h3', ratingLabel }: CourseCardProps) {
  const { t } = useTranslation();
  const duration = useDurationText();
  return (
    <CardShell kind="course">
      <CoverImage src={course.coverUrl} alt="" />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <CardChips
          labels={[
            course.expertise.name,
            course.previewLessonCount > 0
              ? t('catalogue.course.previewCount', { count: course.previewLessonCount })
              : null,
          ]}
        />
        <CardTitleLink to={paths.skillCourseDetail(course.id)} component={headingLevel}>
          {course.title}
        </CardTitleLink>
        <CardFact icon={mdiAccountOutline}>{course.instructor.name}</CardFact>
        <CardFact icon={mdiPlayCircleOutline}>
          {t('catalogue.course.lessons', { count: course.lessonCount })} ·{' '}
          {duration(course.totalDurationSeconds)}
        </CardFact>
        <Box sx={{ flex: 1 }} />
        <Rating value={course.rating.average} count={course.rating.count} label={ratingLabel} />
        <PriceTag
          amount={course.finalPrice}
          previousAmount={course.salePrice === null ? null : course.price}
        />
      </Box>
    </CardShell>
  );
}
