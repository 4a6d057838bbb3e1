import { mdiCommentTextMultipleOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReviewTargetType, reviewTargetTypes } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { Rating } from '../../../components/rating';
import { SelectInput } from '../../../components/select-input';
import { formatRating } from '../../../lib/format';
import { useTutorReviews } from '../api/tutor-reviews';
import type { TutorReviewFilter } from '../query-keys';
import { TutorReviewItem } from './tutor-review-item';

export const TUTOR_REVIEW_PAGE_SIZE = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters live in the address (`?jenis=kelas&item=…&rating=5&belum=1&halaman=2`) so that a link (the class
 * history's "Lihat ulasan") or the back button brings the same view; values that make no sense are ignored.
 */
export function reviewFilterOf(params: URLSearchParams, pageSize: number): TutorReviewFilter {
  const jenis = params.get('jenis') as ReviewTargetType | null;
  const rating = Number(params.get('rating'));
  const page = Number(params.get('halaman') ?? '1');
  const item = params.get('item') ?? '';
  const type = jenis && (reviewTargetTypes as readonly string[]).includes(jenis) ? jenis : undefined;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize,
    jenis: type,
    item: type && UUID.test(item) ? item : undefined,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    unanswered: params.get('belum') === '1' || undefined,
  };
}

function paramsOf(filter: TutorReviewFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.jenis) params.set('jenis', filter.jenis);
  if (filter.jenis && filter.item) params.set('item', filter.item);
  if (filter.rating) params.set('rating', String(filter.rating));
  if (filter.unanswered) params.set('belum', '1');
  if (filter.page > 1) params.set('halaman', String(filter.page));
  return params;
}

/** `/tutor/ulasan`: the average, filters, the reviews newest first with their replies, and page links. */
export function TutorReviews({ pageSize = TUTOR_REVIEW_PAGE_SIZE }: { pageSize?: number }) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const [params, setParams] = useSearchParams();
  const filter = reviewFilterOf(params, pageSize);
  const query = useTutorReviews(filter);
  const update = (next: Partial<TutorReviewFilter>) =>
    setParams(paramsOf({ ...filter, page: 1, ...next }), { replace: true });
  const filtered = filter.jenis !== undefined || filter.rating !== undefined || filter.unanswered === true;
  const meta = query.data?.meta;

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, borderRadius: 2 }} data-review-summary="">
        {meta && meta.count > 0 && meta.average !== null ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography
              component="p"
              sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1 }}
              aria-hidden="true"
            >
              {formatRating(meta.average, i18n.language)}
            </Typography>
            <Rating
              value={meta.average}
              count={meta.count}
              size="medium"
              hideValue
              label={t('tutorReviews.averageLabel')}
            />
          </Box>
        ) : (
          <Typography color="text.secondary">
            {query.isPending ? t('app.loading') : t('tutorReviews.noAverage')}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
            alignItems: 'center',
          }}
        >
          <SelectInput
            id={`${listId}-type`}
            label={t('tutorReviews.typeFilter')}
            value={filter.jenis ?? ''}
            emptyLabel={t('tutorReviews.allTypes')}
            options={reviewTargetTypes.map((type) => ({
              value: type,
              label: t(`tutorReviews.types.${type}`),
            }))}
            onChange={(value) =>
              update({ jenis: (value || undefined) as ReviewTargetType | undefined, item: undefined })
            }
          />
          <SelectInput
            id={`${listId}-rating`}
            label={t('tutorReviews.ratingFilter')}
            value={filter.rating ? String(filter.rating) : ''}
            emptyLabel={t('tutorReviews.allRatings')}
            options={[5, 4, 3, 2, 1].map((stars) => ({
              value: String(stars),
              label: t('tutorReviews.stars', { count: stars }),
            }))}
            onChange={(value) => update({ rating: value ? Number(value) : undefined })}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={filter.unanswered === true}
                onChange={(event) => update({ unanswered: event.target.checked || undefined })}
              />
            }
            label={t('tutorReviews.unansweredOnly')}
          />
        </Box>
        {filter.item && query.data?.data[0] ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('tutorReviews.onlyItem', { title: query.data.data[0].target.title })}{' '}
            <Button size="small" onClick={() => update({ item: undefined })}>
              {t('tutorReviews.showAllItems')}
            </Button>
          </Typography>
        ) : null}
      </Paper>

      {query.isPending ? (
        <Box aria-busy="true" aria-label={t('tutorReviews.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={96} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('tutorReviews.loadError')}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          icon={mdiCommentTextMultipleOutline}
          title={t(filtered ? 'tutorReviews.noMatchTitle' : 'tutorReviews.emptyTitle')}
          text={t(filtered ? 'tutorReviews.noMatchText' : 'tutorReviews.emptyText')}
          headingLevel="h2"
          actions={
            filtered ? (
              <Button variant="outlined" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                {t('tutorReviews.reset')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" id={listId}>
            {t('tutorReviews.count', { count: query.data.meta.total })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby={listId}>
            {query.data.data.map((review) => (
              <TutorReviewItem key={review.id} review={review} />
            ))}
          </Box>
        </>
      )}
      <ListPagination
        page={filter.page}
        total={meta?.total ?? 0}
        pageSize={pageSize}
        onPage={(page) => setParams(paramsOf({ ...filter, page }))}
      />
    </>
  );
}
