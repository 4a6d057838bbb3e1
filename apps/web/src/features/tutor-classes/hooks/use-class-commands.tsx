import Alert from '@mui/material/Alert';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormFailure } from '../../../components/form-failure';
import { useDeleteTutorClass, useTutorClassChange } from '../api/tutor-classes';
import type { RowCommand } from '../components/class-row-actions';

interface Target {
  id: string;
  title: string;
}

/**
 * Runs a command on a class: publishing at once (a refusal, e.g. no future session, is shown as an alert),
 * archiving and deleting after a confirmation. `element` holds the dialog and the last outcome.
 */
export function useClassCommands(options: { onDeleted?: () => void } = {}): {
  run: (target: Target, command: RowCommand) => void;
  element: ReactNode;
  busy: boolean;
} {
  const { t } = useTranslation();
  const change = useTutorClassChange();
  const remove = useDeleteTutorClass();
  const [confirming, setConfirming] = useState<{ target: Target; command: 'arsipkan' | 'hapus' } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);

  const act = (target: Target, command: RowCommand) => {
    setDone(null);
    change.reset();
    remove.reset();
    if (command === 'hapus') {
      remove.mutate(target.id, {
        onSuccess: () => {
          setConfirming(null);
          setDone(t('tutorClasses.outcome.hapus', { title: target.title }));
          options.onDeleted?.();
        },
      });
      return;
    }
    change.mutate(
      { action: command, id: target.id },
      {
        onSuccess: () => {
          setConfirming(null);
          setDone(t(`tutorClasses.outcome.${command}`, { title: target.title }));
        },
      },
    );
  };

  const run = (target: Target, command: RowCommand) => {
    if (command === 'arsipkan' || command === 'hapus') {
      change.reset();
      remove.reset();
      setConfirming({ target, command });
    } else act(target, command);
  };

  const failure = confirming ? null : (change.error ?? remove.error);
  const element = (
    <>
      <FormFailure error={failure ?? undefined} />
      {done ? (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setDone(null)} role="status">
          {done}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t(`tutorClasses.confirm.${confirming?.command ?? 'hapus'}Title`)}
        text={t(`tutorClasses.confirm.${confirming?.command ?? 'hapus'}Text`, {
          title: confirming?.target.title ?? '',
        })}
        confirmLabel={t(`tutorClasses.actions.${confirming?.command ?? 'hapus'}`)}
        cancelLabel={t('tutorClasses.confirm.cancel')}
        destructive={confirming?.command === 'hapus'}
        busy={change.isPending || remove.isPending}
        failure={<FormFailure error={(change.error ?? remove.error) || undefined} sx={{ mt: 2 }} />}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) act(confirming.target, confirming.command);
        }}
      />
    </>
  );
  return { run, element, busy: change.isPending || remove.isPending };
}
