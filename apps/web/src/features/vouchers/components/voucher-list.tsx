import { mdiArrowRight, mdiTicketPercentOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { visuallyHiddenStyle } from '../../../components/visually-hidden';
import { MdiIcon } from '../../../components/mdi-icon';
import { useAvailableVouchers } from '../api/vouchers';
import { CopyCodeButton, VoucherCard } from './voucher-card';

const PAGE_SIZE = 10;

export function VoucherListSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')} data-skeleton="" sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={180} aria-hidden="true" />
      ))}
    </Box>
  );
}

export interface VoucherListProps {
  page: number;
  onPage: (page: number) => void;
  /** Where "Pakai" goes for a code (the checkout with that voucher). */
  pathToUse: (code: string) => string;
}

/** `/voucher-list`: the vouchers the student can use, their rules and end dates, copy or use each. */
export function VoucherList({ page, onPage, pathToUse }: VoucherListProps) {
  const { t } = useTranslation();
  const query = useAvailableVouchers(page, PAGE_SIZE);
  if (query.isPending) return <VoucherListSkeleton />;
  if (query.isError) {
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('vouchers.loadError')} />
    );
  }
  const { data, meta } = query.data;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={mdiTicketPercentOutline}
        title={t('vouchers.empty.title')}
        text={t('vouchers.empty.text')}
        actions={
          <Button component={RouterLink} to="/kelas" variant="contained">
            {t('vouchers.empty.browse')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <h2 style={visuallyHiddenStyle}>{t('vouchers.listLabel')}</h2>
      <Box
        component="ul"
        aria-label={t('vouchers.listLabel')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          opacity: query.isPlaceholderData ? 0.6 : 1,
        }}
      >
        {data.map((voucher) => (
          <li key={voucher.code}>
            <VoucherCard
              voucher={voucher}
              actions={
                <>
                  {voucher.applicable ? (
                    <Button
                      component={RouterLink}
                      to={pathToUse(voucher.code)}
                      variant="contained"
                      endIcon={<MdiIcon path={mdiArrowRight} />}
                      aria-label={t('vouchers.use.label', { code: voucher.code })}
                    >
                      {t('vouchers.use.button')}
                    </Button>
                  ) : null}
                  <CopyCodeButton code={voucher.code} />
                </>
              }
            />
          </li>
        ))}
      </Box>
      <ListPagination page={page} total={meta.total} pageSize={meta.pageSize} onPage={onPage} />
    </>
  );
}
