import { mdiPencilOutline, mdiStarPlusOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OwnReview, WritableReviewTargetType } from '@scola/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/react';
import { MdiIcon } from '../../../components/mdi-icon';
import { Rating } from '../../../components/rating';
import { formatDate } from '../../../lib/format';
import { useMyReview } from '../api/my-review';
import { ReviewForm } from './review-form';

export interface MyReviewProps {
  targetType: WritableReviewTargetType;
  targetId: string;
}

function OwnReviewView({ review }: { review: OwnReview }) {
  const { t, i18n } = useTranslation();
  return (
    <Box data-own-review="">
      <Rating value={review.rating} />
      {review.comment ? (
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {review.updatedAt !== review.createdAt
          ? t('myReview.editedOn', { date: formatDate(review.updatedAt, i18n.language) })
          : t('myReview.writtenOn', { date: formatDate(review.createdAt, i18n.language) })}
      </Typography>
      {review.reply ? (
        <Paper
          variant="outlined"
          sx={{ mt: 1.5, p: 1.5, bgcolor: '#f3f6fd', borderRadius: 2 }}
          data-review-reply=""
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('catalogue.reviews.reply')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply.text}
          </Typography>
        </Paper>
      ) : null}
    </Box>
  );
}

/**
 * On an item's page, for a signed-in student who owns it: "Tulis ulasan" (or their review with "Ubah ulasan"), and
 * for a class whose first session is still to come, when they may write. Nothing for visitors and non-owners.
 */
export function MyReview({ targetType, targetId }: MyReviewProps) {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const titleId = useId();
  const query = useMyReview(targetType, targetId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (!loggedIn || query.isError) return null;
  if (query.isPending) return <Skeleton variant="rounded" height={56} sx={{ mb: 3 }} />;
  const { canWrite, refusal, review } = query.data;
  if (refusal === 'NOT_OWNED' && !review) return null;

  let body;
  if (editing) {
    body = (
      <ReviewForm
        targetType={targetType}
        targetId={targetId}
        review={review}
        onDone={(done) => {
          setEditing(false);
          setSaved(done);
        }}
      />
    );
  } else if (refusal === 'REVIEW_CLASS_NOT_STARTED' && !review) {
    body = <Alert severity="info">{t('myReview.notStarted')}</Alert>;
  } else {
    body = (
      <>
        {saved ? (
          <Alert severity="success" role="status" sx={{ mb: 1.5 }}>
            {t('myReview.saved')}
          </Alert>
        ) : null}
        {review ? <OwnReviewView review={review} /> : <Typography>{t('myReview.invite')}</Typography>}
        {canWrite ? (
          <Button
            variant={review ? 'outlined' : 'contained'}
            startIcon={<MdiIcon path={review ? mdiPencilOutline : mdiStarPlusOutline} />}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            sx={{ mt: 1.5 }}
          >
            {review ? t('myReview.edit') : t('myReview.write')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 3, borderRadius: 2 }}
      data-my-review=""
    >
      <Typography
        id={titleId}
        variant="h3"
        component="h2"
        sx={{ fontWeight: 700, mb: 1.5, fontSize: '1.25rem' }}
      >
        {t('myReview.title')}
      </Typography>
      {body}
    </Paper>
  );
}
