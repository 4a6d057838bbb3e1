import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { TutorReviews } from '../../../features/tutor-reviews/components/tutor-reviews';

/** `/tutor/ulasan`: the reviews of the tutor's items and of the tutor, with the tutor's replies. */
export default function TutorReviewsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('tutorReviews.title')} intro={t('tutorReviews.intro')} />
      <TutorReviews />
    </>
  );
}
