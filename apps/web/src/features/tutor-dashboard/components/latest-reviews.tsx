import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TutorDashboard } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Rating } from '../../../components/rating';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../lib/format';
import { DashboardCard } from './dashboard-card';

/** The average rating of the tutor and their items, and the latest reviews (the reviews page has them all). */
export function LatestReviews({ reviews }: { reviews: TutorDashboard['reviews'] }) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardCard
      name="reviews"
      title={t('tutorDashboard.reviews.title')}
      link={{ to: paths.tutorReviews(), label: t('tutorDashboard.reviews.all') }}
    >
      {reviews.average === null || reviews.count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('tutorDashboard.reviews.empty')}
        </Typography>
      ) : (
        <>
          <Rating
            value={reviews.average}
            count={reviews.count}
            label={t('tutorDashboard.reviews.average')}
            sx={{ mb: 2 }}
          />
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {reviews.latest.map((review) => (
              <Box component="li" key={review.id} data-dashboard-review={review.id}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Rating value={review.rating} size="small" />
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {review.author.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatShortDate(review.createdAt, i18n.language)}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {review.target.title}
                </Typography>
                {review.comment ? (
                  <Typography
                    variant="body2"
                    sx={{
                      overflowWrap: 'anywhere',
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {review.comment}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
        </>
      )}
    </DashboardCard>
  );
}
