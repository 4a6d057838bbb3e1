import { mdiCreditCardOutline, mdiFlaskOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { usePaymentMethod } from '../api/orders';

/**
 * The checkout's payment method: the provider new orders are paid with (`GET /api/pembayaran/metode`), by name,
 * with what happens after "Bayar". If it cannot be read, the general note stands in.
 */
export function PaymentMethod() {
  const { t } = useTranslation();
  const method = usePaymentMethod();
  if (method.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')} sx={{ display: 'grid', gap: 0.5 }}>
        <Skeleton variant="text" width="40%" aria-hidden="true" />
        <Skeleton variant="text" aria-hidden="true" />
      </Box>
    );
  }
  const provider = method.isSuccess ? method.data : null;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }} data-payment-method={provider ?? ''}>
      <MdiIcon
        path={provider === 'simulator' ? mdiFlaskOutline : mdiCreditCardOutline}
        sx={{ color: 'primary.main', mt: '2px' }}
      />
      <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
        {provider ? (
          <Typography sx={{ fontWeight: 700 }} data-payment-method-name="">
            {t(`checkout.method.name.${provider}`)}
          </Typography>
        ) : null}
        <Typography color="text.secondary">
          {provider ? t(`checkout.method.about.${provider}`) : t('checkout.method.text')}
        </Typography>
      </Box>
    </Box>
  );
}
