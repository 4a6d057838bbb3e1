import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { DetailFailure } from '../../../components/detail-failure';
import { DetailSkeleton } from '../../../components/detail-layout';
import { MyReview } from '../../../features/catalogue-reviews/components/my-review';
import { ReviewsSection } from '../../../features/catalogue-reviews/components/reviews-section';
import { useCourseDetail } from '../../../features/catalogue-skill-courses/api/courses';
import { CourseDetailView } from '../../../features/catalogue-skill-courses/components/course-detail-view';
import { usePageTitle } from '../../document-title';
import { WithPurchaseAction } from './purchase-action';
import { paths } from '../../../config/paths';

function CourseDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useCourseDetail(id);
  usePageTitle(query.data?.title);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <DetailFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundTitle={t('catalogue.course.notFound')}
        notFoundText={t('catalogue.state.notFoundText')}
        back={{ to: paths.skillCourses(), label: t('catalogue.course.back') }}
      />
    );
  }
  return (
    <WithPurchaseAction itemType="lifeskill" itemId={query.data.id}>
      <CourseDetailView course={query.data}>
        <MyReview targetType="lifeskill" targetId={query.data.id} />
        <ReviewsSection targetType="lifeskill" targetId={query.data.id} />
      </CourseDetailView>
    </WithPurchaseAction>
  );
}

/** `/lifeskill/detil/{id}`; without an id, the list of courses. */
export default function SkillCourseDetailPage() {
  const { id } = useParams();
  return id ? <CourseDetail id={id} /> : <Navigate to={paths.skillCourses()} replace />;
}
