import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderStatus } from '@scola/contracts';
import { useTranslation } from 'react-i18next';

const colors: Readonly<Record<OrderStatus, ChipProps['color']>> = {
  pending: 'warning',
  paid: 'success',
  expired: 'default',
  cancelled: 'default',
  failed: 'error',
  partially_refunded: 'info',
  refunded: 'info',
};

/** An order's status in words ("Menunggu pembayaran", "Lunas", …) and colour. */
export function OrderStatusChip({
  status,
  size = 'small',
}: {
  status: OrderStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <Chip
      label={t(`orders.status.${status}`)}
      color={colors[status]}
      size={size}
      variant={status === 'expired' || status === 'cancelled' ? 'outlined' : 'filled'}
      data-order-status={status}
      sx={{ fontWeight: 700 }}
    />
  );
}
