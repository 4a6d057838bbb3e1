import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorDetailsOf } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../auth/errors';
import { errorCode, errorText } from '../../../lib/api-errors';
import { formatRupiah } from '../../../lib/format';

/** The minimum a `VOUCHER_MINIMUM_NOT_MET` refusal names (`error.details.minimum`). */
function refusedMinimum(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  return errorDetailsOf('VOUCHER_MINIMUM_NOT_MET', error.details)?.minimum;
}

/** Why the voucher cannot be used: its Indonesian refusal (and the minimum, when that is the reason). */
export function VoucherRefusal({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const minimum = refusedMinimum(error);
  return (
    <Alert severity="error" data-error-code={errorCode(error) ?? 'UNKNOWN'} data-voucher-refusal="" sx={sx}>
      {errorText(t, error)}
      {minimum !== undefined ? ` ${t('vouchers.refusal.minimum', { amount: formatRupiah(minimum) })}` : null}
    </Alert>
  );
}
