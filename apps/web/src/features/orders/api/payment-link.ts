import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Where a payment link leads: a page of this app (the simulator's `/#/pembayaran/simulator/…`, a free order's
 * `…/#/transaksi/detil?id=…`) opens in the router; anything else (a gateway's page) is a full navigation.
 */
export function paymentTarget(
  url: string,
  here: string = globalThis.location?.href ?? 'http://localhost/',
): { inApp: string } | { external: string } {
  const target = new URL(url, here);
  const current = new URL(here);
  if (target.origin === current.origin && target.hash.startsWith('#/'))
    return { inApp: target.hash.slice(1) };
  if (
    target.origin === current.origin &&
    target.hash === '' &&
    url.startsWith('/') &&
    !url.startsWith('//')
  ) {
    return { inApp: `${target.pathname}${target.search}` };
  }
  return { external: target.toString() };
}

/** Goes to a payment link (see `paymentTarget`). */
export function useFollowPaymentLink() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = paymentTarget(url);
      if ('inApp' in target) void navigate(target.inApp);
      else globalThis.location.assign(target.external);
    },
    [navigate],
  );
}
