import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReviewTargetType } from '@scola/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { Rating } from '../../../components/rating';
import { paths } from '../../../config/paths';
import { useTutorReviews } from '../api/tutor-reviews';
import { TutorReviewItem } from './tutor-review-item';

/** The reviews of one of the tutor's items, with the tutor's replies (the class history's detail). */
export function ItemReviews({
  type,
  id,
  pageSize = 5,
}: {
  type: ReviewTargetType;
  id: string;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const query = useTutorReviews({ page, pageSize, jenis: type, item: id });
  let body;
  if (query.isPending)
    body = <Skeleton variant="rounded" height={96} aria-label={t('tutorReviews.loading')} />;
  else if (query.isError)
    body = (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('tutorReviews.loadError')}
      />
    );
  else if (query.data.meta.total === 0)
    body = <Typography color="text.secondary">{t('tutorReviews.noneForItem')}</Typography>;
  else
    body = (
      <>
        {query.data.meta.average !== null ? (
          <Rating
            value={query.data.meta.average}
            count={query.data.meta.count}
            label={t('tutorReviews.itemAverage')}
          />
        ) : null}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-labelledby={titleId}>
          {query.data.data.map((review) => (
            <TutorReviewItem key={review.id} review={review} />
          ))}
        </Box>
        <ListPagination page={page} total={query.data.meta.total} pageSize={pageSize} onPage={setPage} />
      </>
    );
  return (
    <Box component="section" aria-labelledby={titleId} data-item-reviews="">
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 1,
          flexWrap: 'wrap',
          mb: 1,
        }}
      >
        <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {t('tutorReviews.itemTitle')}
        </Typography>
        <Link component={RouterLink} to={paths.tutorReviews({ jenis: type, item: id })}>
          {t('tutorReviews.openAll')}
        </Link>
      </Box>
      {body}
    </Box>
  );
}
