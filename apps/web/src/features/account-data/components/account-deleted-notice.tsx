import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETED_FLAG } from '../deleted-flag';

/** Reads (and clears) the flag the deletion left: the notice shows on the first landing after it only. */
function takeDeletedFlag(): boolean {
  const storage = globalThis.sessionStorage;
  if (!storage?.getItem(ACCOUNT_DELETED_FLAG)) return false;
  storage.removeItem(ACCOUNT_DELETED_FLAG);
  return true;
}

/**
 * The landing page's word after an account deletion. Plain markup, no MUI: the landing page is light until the
 * visitor scrolls (ADR 0011).
 */
export function AccountDeletedNotice() {
  const { t } = useTranslation();
  const [shown] = useState(takeDeletedFlag);
  if (!shown) return null;
  return (
    <div className="s-container" role="status" data-testid="account-deleted-notice">
      <p
        style={{
          margin: '16px 0 0',
          padding: '12px 16px',
          borderRadius: 8,
          background: '#e2f4ea',
          color: '#1b4332',
          border: '1px solid #95d5b2',
        }}
      >
        {t('accountData.landing.deletedNotice')}
      </p>
    </div>
  );
}
