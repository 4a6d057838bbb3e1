import type { PaymentMethodResponse, PaymentProviderName } from '@scola/contracts';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthClient } from '../auth/react';

type AuthClient = ReturnType<typeof useAuthClient>;

/** One question per session client (the answer changes only with the server's configuration). */
const answers = new WeakMap<AuthClient, Promise<PaymentProviderName | null>>();

function activeProvider(auth: AuthClient): Promise<PaymentProviderName | null> {
  let answer = answers.get(auth);
  if (!answer) {
    answer = auth.request<PaymentMethodResponse>('/pembayaran/metode').then(
      (body) => body.data.provider,
      () => {
        answers.delete(auth); // asked again by the next page that mounts the banner
        return null;
      },
    );
    answers.set(auth, answer);
  }
  return answer;
}

/** The CSS variable the layouts keep their content clear of the banner with (`site.css`). */
const INSET_VARIABLE = '--scola-bottom-inset';

/**
 * Publishes the banner's height (it wraps on narrow screens or with large text) as `--scola-bottom-inset`, so the
 * page ends above the banner instead of under it; cleared when the banner goes.
 */
function useBottomInset(banner: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!banner) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(INSET_VARIABLE, `${banner.getBoundingClientRect().height}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.removeProperty(INSET_VARIABLE);
    };
  }, [banner]);
}

/**
 * A strip on every page while payments go through the simulator (`GET /api/pembayaran/metode`): nobody should
 * take its "payments" for real ones. Plain markup and a plain request (`site.css`, no MUI, no query hooks): it is
 * part of the landing page's bundle (ADR 0011).
 */
export function PaymentSimulatorBanner() {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const [provider, setProvider] = useState<PaymentProviderName | null>(null);
  const [banner, setBanner] = useState<HTMLParagraphElement | null>(null);
  useBottomInset(banner);
  useEffect(() => {
    let mounted = true;
    void activeProvider(auth).then((name) => {
      if (mounted) setProvider(name);
    });
    return () => {
      mounted = false;
    };
  }, [auth]);
  if (provider !== 'simulator') return null;
  return (
    <p ref={setBanner} className="s-simulator-banner" role="note" data-payment-simulator-banner="">
      {t('app.paymentSimulator')}
    </p>
  );
}
