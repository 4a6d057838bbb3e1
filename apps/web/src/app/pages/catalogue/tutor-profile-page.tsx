import type { User } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useAuth } from '../../../auth/react';
import { DetailFailure } from '../../../components/detail-failure';
import { DetailSkeleton } from '../../../components/detail-layout';
import { ReviewsSection } from '../../../features/catalogue-reviews/components/reviews-section';
import { useTutorDetail } from '../../../features/catalogue-tutors/api/tutors';
import { TutorProfileView } from '../../../features/catalogue-tutors/components/tutor-profile-view';
import { FollowButton } from '../../../features/follows/components/follow-button';
import { usePageTitle } from '../../document-title';
import { paths } from '../../../config/paths';

function TutorProfile({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useTutorDetail(id);
  const { user } = useAuth<User>();
  usePageTitle(query.data?.name);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <DetailFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundTitle={t('catalogue.tutor.notFound')}
        notFoundText={t('catalogue.state.notFoundText')}
        back={{ to: paths.tutors(), label: t('catalogue.tutor.back') }}
      />
    );
  }
  return (
    <TutorProfileView
      tutor={query.data}
      actions={
        // A tutor does not follow their own profile (the API refuses it: FOLLOW_SELF).
        user?.id === query.data.id ? undefined : (
          <FollowButton tutorId={query.data.id} tutorName={query.data.name} />
        )
      }
    >
      <ReviewsSection targetType="tutor" targetId={query.data.id} />
    </TutorProfileView>
  );
}

/** `/tutor/detil/{id}`: a tutor's public profile; without an id, the list of tutors. */
export default function TutorProfilePage() {
  const { id } = useParams();
  return id ? <TutorProfile id={id} /> : <Navigate to={paths.tutors()} replace />;
}
