import { type OrderStatus, orderStatuses } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OrderList, OrderStatusFilter } from '../../../features/orders/components/order-list';
import { PageHeading } from '../../../components/page-heading';
import { pageOf } from './buying-page-parts';

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (orderStatuses as readonly string[]).includes(value);

/** `/transaksi`: the student's orders with their status; filter and page in the URL (`?status=&page=`). */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const page = pageOf(params.get('page'));
  const write = (next: { status?: OrderStatus | undefined; page?: number }) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <>
      <PageHeading title={t('orders.title')} intro={t('orders.intro')} />
      <OrderStatusFilter
        statuses={orderStatuses}
        value={status}
        onChange={(next) => write({ status: next })}
      />
      <OrderList status={status} page={page} onPage={(next) => write({ status, page: next })} />
    </>
  );
}
