import Typography from '@mui/material/Typography';
import type { User } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { DetailFailure } from '../../../components/detail-failure';
import { useAuth } from '../../../auth/react';
import { DetailSection, DetailSkeleton } from '../../../components/detail-layout';
import { canBuy } from '../../../config/role-areas';
import { SlotPicker } from '../../../features/bimble-booking/components/slot-picker';
import { useClassDetail } from '../../../features/catalogue-classes/api/classes';
import { ClassDetailView } from '../../../features/catalogue-classes/components/class-detail-view';
import { PackagesOfClass } from '../../../features/catalogue-classes/components/packages-of-class';
import { TutorClasses } from '../../../features/catalogue-classes/components/tutor-classes';
import { MyReview } from '../../../features/catalogue-reviews/components/my-review';
import { ReviewsSection } from '../../../features/catalogue-reviews/components/reviews-section';
import { usePageTitle } from '../../document-title';
import { WithPurchaseAction } from './purchase-action';
import { paths } from '../../../config/paths';

/** The booking section's id (the purchase box's "Pilih jadwal" scrolls to it). */
const SLOT_PICKER_ID = 'pesan-jadwal';

/** A bimble class's booking section: the tutor's free slots, to book (students and visitors) or to see (others). */
function BimbleBooking({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const { loggedIn, user } = useAuth<User>();
  const canBook = !loggedIn || canBuy(user?.scope);
  return (
    <DetailSection title={t('bimble.title')} id={SLOT_PICKER_ID}>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {canBook ? t('bimble.intro') : t('bimble.studentsOnly')}
      </Typography>
      <SlotPicker classId={classId} canBook={canBook} />
    </DetailSection>
  );
}

/** `/kelas/{id}`: a class with its sessions, tutor and reviews; a bimble class also with its free slots to book. */
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
    <WithPurchaseAction
      itemType="kelas"
      itemId={query.data.id}
      freeTrial
      {...(query.data.kind === 'bimble' ? { slotPickerId: SLOT_PICKER_ID } : {})}
    >
      <ClassDetailView
        liveClass={query.data}
        lead={query.data.kind === 'bimble' ? <BimbleBooking classId={query.data.id} /> : null}
      >
        {/* Below the fold: rendered (and their data asked for) once the class itself has been painted. */}
        <AfterFirstPaint>
          <PackagesOfClass classId={query.data.id} />
          <MyReview targetType="kelas" targetId={query.data.id} />
          <ReviewsSection targetType="kelas" targetId={query.data.id} />
          <TutorClasses tutorId={query.data.tutor.id} exceptId={query.data.id} />
        </AfterFirstPaint>
      </ClassDetailView>
    </WithPurchaseAction>
  );
}
