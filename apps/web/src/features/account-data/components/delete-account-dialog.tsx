import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { LoadError } from '../../../components/load-error';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { errorCode } from '../../../lib/api-errors';
import { useDeleteAccount, useDeletionMethod } from '../api/account-data';

const consequences = ['profile', 'access', 'records', 'content', 'email'] as const;

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Hapus akun": what deleting means, in plain words, then the confirmation the API asks for (the password, or the
 * e-mail typed again for a Google-only account) and a checkbox; on success the app signs out and goes home.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const method = useDeletionMethod(open);
  const remove = useDeleteAccount();
  const [secret, setSecret] = useState('');
  const [understood, setUnderstood] = useState(false);

  const close = () => {
    if (remove.isPending) return;
    setSecret('');
    setUnderstood(false);
    remove.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method.data || !understood || secret.trim() === '') return;
    remove.mutate(method.data === 'password' ? { password: secret } : { email: secret.trim() });
  };

  let field;
  if (method.isPending) {
    field = <Skeleton variant="rounded" height={56} aria-label={t('app.loading')} />;
  } else if (method.isError) {
    field = <LoadError error={method.error} onRetry={() => void method.refetch()} />;
  } else if (method.data === 'password') {
    field = (
      <PasswordField
        id={fieldId}
        label={t('accountData.delete.password')}
        autoComplete="current-password"
        value={secret}
        fullWidth
        error={errorCode(remove.error) === 'ACCOUNT_DELETION_WRONG_PASSWORD'}
        onChange={(event) => setSecret(event.target.value)}
      />
    );
  } else {
    field = (
      <TextInput
        id={fieldId}
        label={t('accountData.delete.email')}
        type="email"
        autoComplete="off"
        value={secret}
        fullWidth
        helperText={t('accountData.delete.emailHint')}
        error={errorCode(remove.error) === 'ACCOUNT_DELETION_EMAIL_MISMATCH'}
        onChange={(event) => setSecret(event.target.value)}
      />
    );
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('accountData.delete.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">{t('accountData.delete.intro')}</Typography>
          <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            {consequences.map((key) => (
              <li key={key}>{t(`accountData.delete.consequences.${key}`)}</li>
            ))}
          </Typography>
          {field}
          <FormControlLabel
            control={
              <Checkbox checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            }
            label={t('accountData.delete.understood')}
          />
          <FormFailure error={remove.error ?? undefined} sx={{ mb: 0 }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={remove.isPending}>
            {t('accountData.delete.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            loading={remove.isPending}
            disabled={!method.data || !understood || secret.trim() === ''}
          >
            {t('accountData.delete.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
