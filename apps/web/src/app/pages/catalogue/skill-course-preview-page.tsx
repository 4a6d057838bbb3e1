import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { DetailFailure } from '../../../components/detail-failure';
import { DetailSkeleton } from '../../../components/detail-layout';
import { useCourseDetail } from '../../../features/catalogue-skill-courses/api/courses';
import { CoursePreviewView } from '../../../features/catalogue-skill-courses/components/course-preview-view';
import { usePageTitle } from '../../document-title';
import { WithPurchaseAction } from './purchase-action';
import { paths } from '../../../config/paths';

function CoursePreview({ id }: { id: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = useCourseDetail(id);
  usePageTitle(query.data ? t('catalogue.course.previewTitle', { title: query.data.title }) : null);
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
      <CoursePreviewView course={query.data} lessonId={params.get('pelajaran')} />
    </WithPurchaseAction>
  );
}

/** `/lifeskill/preview/{id}?pelajaran={lessonId}`: the free lessons; without an id, the list of courses. */
export default function SkillCoursePreviewPage() {
  const { id } = useParams();
  return id ? <CoursePreview id={id} /> : <Navigate to={paths.skillCourses()} replace />;
}
