import { mdiClockOutline, mdiPlayBoxMultipleOutline, mdiPlayCircleOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SkillCourseDetail } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardFact } from '../../../components/card-parts';
import { DetailHeader } from '../../../components/detail-header';
import { DetailLayout, DetailSection, PurchaseBox } from '../../../components/detail-layout';
import { useDurationText } from '../../../components/duration';
import { MdiIcon } from '../../../components/mdi-icon';
import { PriceTag } from '../../../components/price-tag';
import { Rating } from '../../../components/rating';
import { RichText } from '../../../components/rich-text';
import { TutorCard } from '../../../components/tutor-card';
import { LessonList } from './lesson-list';
import { paths } from '../../../config/paths';

export interface CourseDetailViewProps {
  course: SkillCourseDetail;
  children?: ReactNode;
}

/** `/lifeskill/detil/{id}`: the lessons with their lengths (free previews marked), description, instructor, price. */
export function CourseDetailView({ course, children }: CourseDetailViewProps) {
  const { t } = useTranslation();
  const duration = useDurationText();
  const hasPreview = course.lessons.some((lesson) => lesson.isPreview && lesson.videoUrl !== null);
  return (
    <DetailLayout
      back={{ to: paths.skillCourses(), label: t('catalogue.course.back') }}
      header={
        <DetailHeader
          title={course.title}
          summary={course.summary}
          coverUrl={course.coverUrl}
          chips={[course.expertise.name]}
          meta={
            <Rating
              value={course.rating.average}
              count={course.rating.count}
              size="medium"
              label={t('catalogue.rating.thisCourse')}
            />
          }
        />
      }
      main={
        <>
          <DetailSection title={t('catalogue.course.lessonsTitle', { count: course.lessons.length })}>
            <LessonList courseId={course.id} lessons={course.lessons} />
          </DetailSection>
          <DetailSection title={t('catalogue.course.about')}>
            <RichText html={course.descriptionHtml} />
          </DetailSection>
          <DetailSection title={t('catalogue.course.instructor')}>
            <TutorCard tutor={course.instructor} />
          </DetailSection>
          {children}
        </>
      }
      aside={
        <PurchaseBox
          price={
            <PriceTag
              amount={course.finalPrice}
              previousAmount={course.salePrice === null ? null : course.price}
              size="large"
            />
          }
          facts={
            <Box sx={{ display: 'grid', gap: 0.75 }}>
              <CardFact icon={mdiPlayBoxMultipleOutline}>
                {t('catalogue.course.lessons', { count: course.lessonCount })}
              </CardFact>
              <CardFact icon={mdiClockOutline}>{duration(course.totalDurationSeconds)}</CardFact>
              <CardFact icon={mdiPlayCircleOutline}>
                {t('catalogue.course.previewCount', { count: course.previewLessonCount })}
              </CardFact>
            </Box>
          }
          buyLabel={t('catalogue.purchase.buyCourse')}
        >
          {hasPreview ? (
            <Button
              component={RouterLink}
              to={paths.skillCoursePreview(course.id)}
              variant="outlined"
              size="large"
              startIcon={<MdiIcon path={mdiPlayCircleOutline} />}
              data-preview-link=""
            >
              {t('catalogue.course.watchPreview')}
            </Button>
          ) : null}
        </PurchaseBox>
      }
    />
  );
}
