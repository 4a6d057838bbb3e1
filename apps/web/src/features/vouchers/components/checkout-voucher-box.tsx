import { mdiTicketPercentOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { VoucherPreview } from '@scola/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatRupiah } from '../../../lib/format';
import { VoucherRefusal } from './voucher-refusal';

export interface CheckoutVoucherBoxProps {
  code: string | null;
  preview: UseQueryResult<VoucherPreview>;
  /** Where to choose or change the voucher. */
  choosePath: string;
  onRemove: () => void;
}

/** The checkout's voucher: none (a way to choose one), the server's preview of the discount, or why it is refused. */
export function CheckoutVoucherBox({ code, preview, choosePath, onRemove }: CheckoutVoucherBoxProps) {
  const { t } = useTranslation();
  if (!code) {
    return (
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
        }}
      >
        <Typography color="text.secondary">{t('vouchers.checkout.none')}</Typography>
        <Button
          component={RouterLink}
          to={choosePath}
          variant="outlined"
          startIcon={<MdiIcon path={mdiTicketPercentOutline} />}
          data-choose-voucher=""
        >
          {t('vouchers.checkout.choose')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }} data-checkout-voucher={code}>
      {preview.isPending ? <Skeleton width="60%" height={28} /> : null}
      {preview.isSuccess ? (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <MdiIcon path={mdiTicketPercentOutline} sx={{ color: 'success.dark' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {preview.data.code}
              </Box>{' '}
              · {preview.data.title}
            </Typography>
            <Typography variant="body2" color="success.dark">
              {t('vouchers.checkout.saves', { amount: formatRupiah(preview.data.discount) })}
            </Typography>
          </Box>
        </Box>
      ) : null}
      {preview.isError ? <VoucherRefusal error={preview.error} /> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={choosePath} size="small">
          {t('vouchers.checkout.change')}
        </Button>
        <Button onClick={onRemove} size="small" color="error">
          {t('vouchers.checkout.remove')}
        </Button>
      </Box>
    </Box>
  );
}
