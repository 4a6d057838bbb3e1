import { mdiAccountOutline, mdiPlayCircleOutline } from '@mdi/js';
import type { SkillCourseCard } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import {
  PlainCardBody,
  PlainCardChips,
  PlainCardFact,
  PlainCardShell,
  PlainCardSpacer,
  PlainCardTitleLink,
  PlainCover,
  PlainPriceTag,
  PlainRating,
} from './plain-card-parts';
import { useDurationText } from './duration';
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
    <PlainCardShell kind="course">
      <PlainCover src={course.coverUrl} />
      <PlainCardBody>
        <PlainCardChips
          labels={[
            course.expertise.name,
            course.previewLessonCount > 0
              ? t('catalogue.course.previewCount', { count: course.previewLessonCount })
              : null,
          ]}
        />
        <PlainCardTitleLink to={paths.skillCourseDetail(course.id)} component={headingLevel}>
          {course.title}
        </PlainCardTitleLink>
        <PlainCardFact icon={mdiAccountOutline}>{course.instructor.name}</PlainCardFact>
        <PlainCardFact icon={mdiPlayCircleOutline}>
          {t('catalogue.course.lessons', { count: course.lessonCount })} ·{' '}
          {duration(course.totalDurationSeconds)}
        </PlainCardFact>
        <PlainCardSpacer />
        <PlainRating value={course.rating.average} count={course.rating.count} label={ratingLabel} />
        <PlainPriceTag
          amount={course.finalPrice}
          previousAmount={course.salePrice === null ? null : course.price}
        />
      </PlainCardBody>
    </PlainCardShell>
  );
}
