import { mdiCommentTextMultipleOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Review, ReviewTargetType } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { PersonAvatar } from '../../../components/person-avatar';
import { Rating } from '../../../components/rating';
import { formatDate, formatRating } from '../../../lib/format';
import { useReviews } from '../api/reviews';

function ReviewItem({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="li"
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 1.5 }}
      data-review=""
    >
      <PersonAvatar name={review.author.name} photoUrl={review.author.photoUrl} size={40} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {review.author.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="time" dateTime={review.createdAt}>
            {formatDate(review.createdAt, i18n.language)}
          </Typography>
        </Box>
        <Rating value={review.rating} />
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{review.comment}</Typography>
        {review.reply ? (
          <Paper variant="outlined" sx={{ mt: 1.5, p: 1.5, bgcolor: '#f3f6fd', borderRadius: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t('catalogue.reviews.reply')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {review.reply.text}
            </Typography>
          </Paper>
        ) : null}
      </Box>
    </Box>
  );
}

/** What the summary's number rates, per target: the same words as the rating in the page's header. */
const ratingLabelKeys = {
  tutor: 'catalogue.rating.tutor',
  kelas: 'catalogue.rating.thisClass',
  materi: 'catalogue.rating.thisMaterial',
  lifeskill: 'catalogue.rating.thisCourse',
} as const satisfies Record<ReviewTargetType, string>;

export interface ReviewsSectionProps {
  targetType: ReviewTargetType;
  targetId: string;
}

/** The reviews of an item: the average with its stars and count, then the reviews, newest first, with "show more". */
export function ReviewsSection({ targetType, targetId }: ReviewsSectionProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const query = useReviews(targetType, targetId);
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.data) ?? [];
  const average = first?.meta.average ?? null;
  const count = first?.meta.count ?? 0;

  let body;
  if (query.isPending) {
    body = (
      <Box role="status" aria-label={t('app.loading')}>
        <Skeleton width="40%" height={40} aria-hidden="true" />
        <Skeleton height={80} aria-hidden="true" />
      </Box>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('catalogue.reviews.error')}
      />
    );
  } else if (count === 0 || average === null) {
    body = (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
        <MdiIcon path={mdiCommentTextMultipleOutline} aria-hidden="true" />
        <Typography>{t('catalogue.reviews.empty')}</Typography>
      </Box>
    );
  } else {
    body = (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }} data-review-average={average}>
          <Typography
            component="p"
            sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1 }}
            aria-hidden="true"
          >
            {formatRating(average, i18n.language)}
          </Typography>
          <Box>
            <Rating
              value={average}
              count={count}
              size="medium"
              hideCount
              hideValue
              label={t(ratingLabelKeys[targetType])}
            />
            <Typography variant="body2" color="text.secondary">
              {t('catalogue.reviews.count', { count })}
            </Typography>
          </Box>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby={titleId}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Box>
        {query.hasNextPage ? (
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('app.loading') : t('catalogue.reviews.more')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} data-reviews="">
      <Typography id={titleId} variant="h3" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t(`catalogue.reviews.titleOf.${targetType}`)}
      </Typography>
      {body}
    </Box>
  );
}
