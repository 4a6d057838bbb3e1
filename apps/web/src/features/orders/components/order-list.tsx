import { mdiReceiptTextOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList, PagedListSkeleton } from '../../../components/paged-list';
import { type OrderListFilter, useOrders } from '../api/orders';
import { OrderCard } from './order-card';
import { paths } from '../../../config/paths';

export const ORDER_PAGE_SIZE = 10;

export function OrderListSkeleton() {
  return <PagedListSkeleton count={3} height={150} />;
}

export interface OrderStatusFilterProps {
  statuses: readonly OrderStatus[];
  value: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
  /** Offer "all" (the transactions page). */
  withAll?: boolean;
}

/** Status filter as a row of toggle chips (a labelled group; the chosen one is pressed). */
export function OrderStatusFilter({ statuses, value, onChange, withAll = true }: OrderStatusFilterProps) {
  const { t } = useTranslation();
  const options: (OrderStatus | undefined)[] = withAll ? [undefined, ...statuses] : [...statuses];
  return (
    <Box
      role="group"
      aria-label={t('orders.filter.label')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
    >
      {options.map((status) => {
        const selected = status === value;
        return (
          <Chip
            key={status ?? 'all'}
            label={status ? t(`orders.filter.${status}`) : t('orders.filter.all')}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            onClick={() => onChange(status)}
            aria-pressed={selected}
            component="button"
            data-status-filter={status ?? 'all'}
          />
        );
      })}
    </Box>
  );
}

export interface OrderListProps {
  /** One status, several, or all (undefined). */
  status: OrderListFilter['status'];
  page: number;
  onPage: (page: number) => void;
  /** Pay again / cancel on each pending order. */
  actions?: boolean;
  empty?: { title: string; text: string };
}

/** The student's orders of some statuses (or all), newest first, paged; pending ones refresh every 30 s. */
export function OrderList({ status, page, onPage, actions = true, empty }: OrderListProps) {
  const { t } = useTranslation();
  const query = useOrders({ status, page, pageSize: ORDER_PAGE_SIZE }, { refetchInterval: 30_000 });
  return (
    <PagedList
      query={query}
      label={t('orders.listLabel')}
      keyOf={(order) => order.id}
      renderItem={(order) => <OrderCard order={order} actions={actions} />}
      skeleton={<OrderListSkeleton />}
      errorTitle={t('orders.loadError')}
      empty={
        <EmptyState
          icon={mdiReceiptTextOutline}
          title={empty?.title ?? (status ? t('orders.empty.filteredTitle') : t('orders.empty.title'))}
          text={empty?.text ?? t('orders.empty.text')}
          actions={
            <Button component={RouterLink} to={paths.classes()} variant="contained">
              {t('orders.empty.browse')}
            </Button>
          }
        />
      }
      page={page}
      onPage={onPage}
    />
  );
}
