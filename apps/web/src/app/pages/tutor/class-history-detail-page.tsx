import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailFailure } from '../../../components/detail-failure';
import { DetailSkeleton } from '../../../components/detail-layout';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useClassHistory } from '../../../features/tutor-class-records/api/tutor-class-records';
import { ClassHistoryDetail } from '../../../features/tutor-class-records/components/class-history-detail';
import { ItemReviews } from '../../../features/tutor-reviews/components/item-reviews';
import { usePageTitle } from '../../document-title';

/** `/tutor/kelas-riwayat/detail/{id}`: one of the tutor's classes with its sessions, students and reviews. */
export default function TutorClassHistoryDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useClassHistory(id);
  usePageTitle(query.data?.title);
  const back = { to: paths.tutorClassHistory(), label: t('tutorRecords.back') };
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <DetailFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundTitle={t('tutorRecords.notFound')}
        notFoundText={t('tutorRecords.notFoundText')}
        back={back}
      />
    );
  }
  return (
    <>
      <Link component={RouterLink} to={back.to} sx={{ display: 'inline-block', mb: 1 }}>
        {back.label}
      </Link>
      <PageHeading title={query.data.title} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ClassHistoryDetail detail={query.data} />
        <ItemReviews type="kelas" id={query.data.id} />
      </Box>
    </>
  );
}
