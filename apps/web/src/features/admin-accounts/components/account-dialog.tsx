import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AdminAccount } from '@scola/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormFailure } from '../../../components/form-failure';
import { formatShortDate } from '../../../lib/format';
import { type AccountAction, useAccountAction } from '../api/admin-accounts';
import { RoleList, StatusChip } from './account-badges';

/**
 * The actions an admin may take on this account now: none that change one's own account, none on a deleted one
 * (read-only; the API refuses them with ACCOUNT_IS_DELETED too).
 */
function actionsFor(account: AdminAccount, own: boolean): AccountAction[] {
  if (account.status === 'deleted') return [];
  const suspended = account.status === 'suspended';
  const isAdmin = account.scope.includes('admin');
  if (own) return suspended ? [] : ['kirim-reset-password'];
  if (suspended) return ['aktifkan'];
  return [isAdmin ? 'cabut-admin' : 'jadikan-admin', 'kirim-reset-password', 'tangguhkan'];
}

const destructive: ReadonlySet<AccountAction> = new Set(['tangguhkan', 'cabut-admin']);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </>
  );
}

export interface AccountDialogProps {
  account: AdminAccount;
  /** The signed-in admin's own account: it cannot be suspended nor lose or gain the admin role here. */
  own: boolean;
  onClose: () => void;
}

/** An account's detail with its actions; each action is confirmed first, and the detail shows its result. */
export function AccountDialog({ account: initial, own, onClose }: AccountDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [account, setAccount] = useState(initial);
  const [confirming, setConfirming] = useState<AccountAction | null>(null);
  const [done, setDone] = useState<AccountAction | null>(null);
  const change = useAccountAction();
  const date = (iso: string | null) => (iso ? formatShortDate(iso, i18n.language) : '—');

  const confirm = () => {
    if (!confirming) return;
    const action = confirming;
    change.mutate(
      { id: account.id, action },
      {
        onSuccess: (answer) => {
          if ('id' in answer.data) setAccount(answer.data);
          setDone(action);
          setConfirming(null);
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{account.name}</DialogTitle>
      <DialogContent>
        {done ? (
          <Alert severity="success" sx={{ mb: 2 }} data-account-done={done}>
            {t(`adminAccounts.done.${done}`, { name: account.name, email: account.email })}
          </Alert>
        ) : null}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            // Phones: each label above its value, so chips and addresses get the whole width.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 9rem) minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
            '& dd': { mb: { xs: 1, sm: 0 } },
          }}
        >
          <Field label={t('adminAccounts.email')}>{account.email}</Field>
          <Field label={t('adminAccounts.phone')}>{account.phone ?? '—'}</Field>
          <Field label={t('adminAccounts.city')}>{account.city ?? '—'}</Field>
          <Field label={t('adminAccounts.role')}>
            <RoleList scope={account.scope} />
          </Field>
          <Field label={t('adminAccounts.status')}>
            <StatusChip status={account.status} />
          </Field>
          <Field label={t('adminAccounts.createdAt')}>{date(account.createdAt)}</Field>
          <Field label={t('adminAccounts.activatedAt')}>{date(account.activatedAt)}</Field>
          <Field label={t('adminAccounts.suspendedAt')}>{date(account.suspendedAt)}</Field>
          {account.deletedAt ? (
            <Field label={t('adminAccounts.deletedAt')}>{date(account.deletedAt)}</Field>
          ) : null}
          <Field label={t('adminAccounts.signIn')}>
            {t(account.hasPassword ? 'adminAccounts.withPassword' : 'adminAccounts.withoutPassword')}
          </Field>
        </Box>
        {account.deletedAt ? (
          <Alert severity="info" sx={{ mt: 2 }} data-account-deleted="">
            {t('adminAccounts.deletedNote', { date: date(account.deletedAt) })}
          </Alert>
        ) : null}
        {own ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('adminAccounts.ownAccount')}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actionsFor(account, own).map((action) => (
          <Button
            key={action}
            color={destructive.has(action) ? 'error' : 'primary'}
            variant={action === 'tangguhkan' || action === 'aktifkan' ? 'contained' : 'outlined'}
            onClick={() => {
              change.reset();
              setConfirming(action);
            }}
          >
            {t(`adminAccounts.actions.${action}`)}
          </Button>
        ))}
        <Button onClick={onClose}>{t('adminAccounts.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`adminAccounts.confirm.${confirming}.title`) : ''}
        text={
          confirming
            ? t(`adminAccounts.confirm.${confirming}.text`, { name: account.name, email: account.email })
            : ''
        }
        confirmLabel={confirming ? t(`adminAccounts.actions.${confirming}`) : ''}
        cancelLabel={t('adminAccounts.cancel')}
        destructive={confirming !== null && destructive.has(confirming)}
        busy={change.isPending}
        failure={change.error ? <FormFailure error={change.error} sx={{ mt: 2, mb: 0 }} /> : undefined}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </Dialog>
  );
}
