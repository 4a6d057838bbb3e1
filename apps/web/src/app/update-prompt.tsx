import { I18nextProvider, useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';
import { i18n, loadCompleteTranslations } from '../i18n';

interface UpdatePromptProps {
  onReload: () => void;
  onLater: () => void;
}

/** "Versi baru tersedia" with "Muat ulang" and "Nanti", like a snackbar (styles in `site.css`). */
export function UpdatePrompt({ onReload, onLater }: UpdatePromptProps) {
  const { t } = useTranslation();
  return (
    <div className="s-pwa-notices s-pwa-update">
      <div className="s-pwa-notice" role="status" data-update-prompt="">
        <span>{t('pwa.update.available')}</span>
        <span className="s-pwa-notice-actions">
          <button type="button" className="s-pwa-notice-button" onClick={onLater}>
            {t('pwa.update.later')}
          </button>
          <button type="button" className="s-pwa-notice-button s-pwa-notice-primary" onClick={onReload}>
            {t('pwa.update.reload')}
          </button>
        </span>
      </div>
    </div>
  );
}

let shown: (() => void) | null = null;

/**
 * Shows the prompt in its own React root beside the app (ADR 0053): it comes with the lazily loaded registration,
 * not with the landing page's bundle, and loads the whole language first (its texts, `pwa.*`, are not in the
 * landing part). `apply` lets the new version take over; "Nanti" hides the prompt until the next visit, where the
 * waiting version offers itself again.
 */
export async function showUpdatePrompt(apply: () => void): Promise<void> {
  await loadCompleteTranslations(i18n);
  shown?.();
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const hide = () => {
    root.unmount();
    host.remove();
    shown = null;
  };
  shown = hide;
  root.render(
    <I18nextProvider i18n={i18n}>
      <UpdatePrompt
        onLater={hide}
        onReload={() => {
          hide();
          apply();
        }}
      />
    </I18nextProvider>,
  );
}
