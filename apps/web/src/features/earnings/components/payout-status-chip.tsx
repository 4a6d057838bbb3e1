import type { PayoutStatus } from '@scola/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colors = { requested: 'warning', paid: 'success', rejected: 'error' } as const;

/** A payout's status in words and colour (the admin's queue uses it too, through the feature's door). */
export function PayoutStatusChip({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={t(`earnings.payoutStatus.${status}`)}
      data-payout-status={status}
    />
  );
}
