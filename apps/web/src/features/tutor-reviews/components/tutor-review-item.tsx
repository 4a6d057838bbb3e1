import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TutorReview } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import { Rating } from '../../../components/rating';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { ReplyEditor } from './reply-editor';

/** The public page of what a review is about. */
function targetLink(target: TutorReview['target']): string {
  switch (target.type) {
    case 'kelas':
      return paths.classDetail(target.id);
    case 'materi':
      return paths.materialDetail(target.id);
    case 'lifeskill':
      return paths.skillCourseDetail(target.id);
    case 'tutor':
      return paths.tutorProfile(target.id);
  }
}

/** One review of the tutor's: what it is about, who wrote it and when, the stars, the comment and the reply. */
export function TutorReviewItem({ review }: { review: TutorReview }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="li"
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 1.5 }}
      data-tutor-review={review.id}
    >
      <PersonAvatar name={review.author.name} photoUrl={review.author.photoUrl} size={40} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <Chip size="small" label={t(`tutorReviews.types.${review.target.type}`)} />
          <Link
            component={RouterLink}
            to={targetLink(review.target)}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {review.target.title}
          </Link>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {review.author.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="time" dateTime={review.createdAt}>
            {formatDate(review.createdAt, i18n.language)}
          </Typography>
          {review.updatedAt !== review.createdAt ? (
            <Typography variant="body2" color="text.secondary">
              {t('tutorReviews.edited')}
            </Typography>
          ) : null}
        </Box>
        <Rating value={review.rating} />
        {review.comment ? (
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('tutorReviews.noComment')}
          </Typography>
        )}
        <ReplyEditor review={review} />
      </Box>
    </Box>
  );
}
