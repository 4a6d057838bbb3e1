import { mdiReceiptTextOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError } from '../../../auth/errors';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useOrder } from '../../../features/orders/api/orders';
import { OrderDetailView } from '../../../features/orders/components/order-detail-view';
import { isUuid } from '../../../lib/uuid';
import { usePageTitle } from '../../document-title';
import { paths } from '../../../config/paths';

function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={mdiReceiptTextOutline}
      title={t('orders.detail.notFound')}
      text={t('orders.detail.notFoundText')}
      actions={
        <Button component={RouterLink} to={paths.orders()} variant="contained">
          {t('orders.detail.back')}
        </Button>
      }
    />
  );
}

function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useOrder(id);
  usePageTitle(query.data ? t('orders.detail.pageTitle', { number: query.data.number }) : undefined);
  if (query.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')} data-skeleton="" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton width="50%" height={48} aria-hidden="true" />
        <Skeleton variant="rounded" height={220} aria-hidden="true" />
        <Skeleton variant="rounded" height={120} aria-hidden="true" />
      </Box>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <OrderNotFound />;
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('orders.loadError')} />
    );
  }
  return <OrderDetailView order={query.data} />;
}

/** `/transaksi/detil?id=…`: one of the student's orders. */
export default function OrderDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id && isUuid(id) ? <OrderDetail id={id} /> : <OrderNotFound />;
}
