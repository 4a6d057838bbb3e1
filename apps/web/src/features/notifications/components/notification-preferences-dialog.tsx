import type { NotificationPreference } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications';

/**
 * The e-mail choices per category (the bell always shows everything): e-mail as it happens, and the daily digest.
 * A form of its own, so that `/pengaturan` can show it too; its submit buttons sit outside it (`form={id}`), in the
 * dialog's actions or the settings card.
 */
export function NotificationPreferencesForm({
  onSaved,
  id = 'notification-preferences',
}: {
  onSaved?: () => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const loaded = useNotificationPreferences(true);
  const save = useSaveNotificationPreferences();
  // The user's changes over what was loaded, so a refetch never drops an unsaved tick.
  const [edits, setEdits] = useState<Partial<Record<string, NotificationPreference>>>({});
  const choices = (loaded.data ?? []).map((choice) => edits[choice.category] ?? choice);

  if (loaded.isPending)
    return <CircularProgress size={28} aria-label={t('notifications.preferences.loading')} />;
  if (loaded.isError) return <Alert severity="error">{t('notifications.preferences.loadError')}</Alert>;

  const toggle = (choice: NotificationPreference, channel: 'email' | 'digest') =>
    setEdits((current) => ({ ...current, [choice.category]: { ...choice, [channel]: !choice[channel] } }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(choices, { onSuccess: () => onSaved?.() });
      }}
      id={id}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('notifications.preferences.intro')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('notifications.preferences.category')}</TableCell>
            {(['email', 'digest'] as const).map((channel) => (
              // On a wide screen a channel's name stays on one line ("E-mail" broke after its hyphen).
              <TableCell key={channel} align="center" sx={{ whiteSpace: { sm: 'nowrap' } }}>
                {t(`notifications.preferences.${channel}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {choices.map((choice) => {
            const name = t(`notifications.category.${choice.category}`);
            return (
              <TableRow key={choice.category}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                {(['email', 'digest'] as const).map((channel) => (
                  <TableCell key={channel} align="center" padding="checkbox">
                    <Checkbox
                      checked={choice[channel]}
                      onChange={() => toggle(choice, channel)}
                      slotProps={{
                        input: { 'aria-label': `${name}: ${t(`notifications.preferences.${channel}`)}` },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {save.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('notifications.preferences.saveError')}
        </Alert>
      ) : null}
    </form>
  );
}

/** "Atur notifikasi": the form in a dialog, from the bell's panel. */
export function NotificationPreferencesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby="notification-preferences-title"
    >
      <DialogTitle id="notification-preferences-title">{t('notifications.preferences.title')}</DialogTitle>
      <DialogContent>{open ? <NotificationPreferencesForm onSaved={onClose} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('notifications.preferences.cancel')}</Button>
        <Button type="submit" form="notification-preferences" variant="contained">
          {t('notifications.preferences.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
