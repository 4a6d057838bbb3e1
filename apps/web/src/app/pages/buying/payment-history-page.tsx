import type { OrderStatus } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OrderList } from '../../../features/orders/components/order-list';
import { PageHeading } from '../../../components/page-heading';
import { pageOf } from './buying-page-parts';

/** Payments made, and payments given back: one list (`GET /api/transaksi?status=paid,refunded`). */
const historyStatuses = ['paid', 'refunded'] as const satisfies readonly OrderStatus[];

/** `/beranda/payment-history`: the paid and the refunded orders, newest first, in one list. */
export default function PaymentHistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  return (
    <>
      <PageHeading title={t('orders.history.title')} intro={t('orders.history.intro')} />
      <OrderList
        status={historyStatuses}
        page={page}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        actions={false}
        empty={{ title: t('orders.history.empty'), text: t('orders.history.emptyText') }}
      />
    </>
  );
}
