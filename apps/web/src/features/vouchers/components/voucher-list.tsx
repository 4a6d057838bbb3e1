import { mdiArrowRight, mdiTicketPercentOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { MdiIcon } from '../../../components/mdi-icon';
import { PagedList, PagedListSkeleton } from '../../../components/paged-list';
import { useAvailableVouchers } from '../api/vouchers';
import { CopyCodeButton, VoucherCard } from './voucher-card';
import { paths } from '../../../config/paths';

const PAGE_SIZE = 10;

export function VoucherListSkeleton({ count = 3 }: { count?: number }) {
  return <PagedListSkeleton count={count} height={180} />;
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
  return (
    <PagedList
      query={query}
      label={t('vouchers.listLabel')}
      keyOf={(voucher) => voucher.code}
      renderItem={(voucher) => (
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
      )}
      skeleton={<VoucherListSkeleton />}
      errorTitle={t('vouchers.loadError')}
      empty={
        <EmptyState
          icon={mdiTicketPercentOutline}
          title={t('vouchers.empty.title')}
          text={t('vouchers.empty.text')}
          actions={
            <Button component={RouterLink} to={paths.classes()} variant="contained">
              {t('vouchers.empty.browse')}
            </Button>
          }
        />
      }
      page={page}
      onPage={onPage}
    />
  );
}
