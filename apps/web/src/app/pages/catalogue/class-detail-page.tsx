import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailFailure } from '../../../components/detail-failure';
import { DetailSkeleton } from '../../../components/detail-layout';
import { useClassDetail } from '../../../features/catalogue-classes/api/classes';
import { ClassDetailView } from '../../../features/catalogue-classes/components/class-detail-view';
import { PackagesOfClass } from '../../../features/catalogue-classes/components/packages-of-class';
import { TutorClasses } from '../../../features/catalogue-classes/components/tutor-classes';
import { MyReview } from '../../../features/catalogue-reviews/components/my-review';
import { ReviewsSection } from '../../../features/catalogue-reviews/components/reviews-section';
import { usePageTitle } from '../../document-title';
import { WithPurchaseAction } from './purchase-action';
import { paths } from '../../../config/paths';

/** `/kelas/{id}`: a class with its sessions, tutor and reviews. */
export default function ClassDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useClassDetail(id);
  usePageTitle(query.data?.title);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <DetailFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundTitle={t('catalogue.class.notFound')}
        notFoundText={t('catalogue.state.notFoundText')}
        back={{ to: paths.classes(), label: t('catalogue.class.back') }}
      />
    );
  }
  return (
    <WithPurchaseAction itemType="kelas" itemId={query.data.id} freeTrial>
      <ClassDetailView liveClass={query.data}>
        <PackagesOfClass classId={query.data.id} />
        <MyReview targetType="kelas" targetId={query.data.id} />
        <ReviewsSection targetType="kelas" targetId={query.data.id} />
        <TutorClasses tutorId={query.data.tutor.id} exceptId={query.data.id} />
      </ClassDetailView>
    </WithPurchaseAction>
  );
}
