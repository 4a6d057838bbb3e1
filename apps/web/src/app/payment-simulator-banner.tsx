import type { PaymentMethodResponse, PaymentProviderName } from '@scola/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuthClient } from '../auth/react';

/**
 * A strip on every page while payments go through the simulator (`GET /api/pembayaran/metode`): nobody should
 * take its "payments" for real ones. Plain markup (`site.css`), as it shows on the landing page too (ADR 0011).
 * Shares its query with the checkout's payment method.
 */
export function PaymentSimulatorBanner() {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const method = useQuery({
    queryKey: ['payment-method'] as const,
    queryFn: ({ signal }): Promise<PaymentProviderName> =>
      auth
        .request<PaymentMethodResponse>('/pembayaran/metode', { signal })
        .then((answer) => answer.data.provider),
    staleTime: 60 * 60 * 1000,
  });
  if (method.data !== 'simulator') return null;
  return (
    <p className="s-simulator-banner" role="note" data-payment-simulator-banner="">
      {t('app.paymentSimulator')}
    </p>
  );
}
