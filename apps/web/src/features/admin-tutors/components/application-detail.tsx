import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormFailure } from '../../../components/form-failure';
import { LoadError } from '../../../components/load-error';
import { type TutorDecisionWord, useApplication, useDecision } from '../api/admin-tutors';
import { ApplicationFields } from './application-fields';
import { DocumentList } from './document-list';
import { ReasonDialog } from './reason-dialog';

export interface ApplicationDetailProps {
  id: string;
  onClose: () => void;
  /** After a decision was recorded (the dialog closes; the page tells what happened). */
  onDecided: (decision: TutorDecisionWord, name: string) => void;
}

/**
 * One application in full (full screen on phones): review state, biodata, teaching data and documents; a waiting
 * one can be approved (confirmed first), sent back for changes or rejected (both with a reason).
 */
export function ApplicationDetail({ id, onClose, onDecided }: ApplicationDetailProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useApplication(id);
  const decision = useDecision();
  const [asking, setAsking] = useState<TutorDecisionWord | null>(null);
  const application = query.data;
  const name = application ? (application.biodata?.fullName ?? application.applicant.name) : '';

  const decide = (word: TutorDecisionWord, reason?: string) =>
    decision.mutate(
      { id, decision: word, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setAsking(null);
          onDecided(word, name);
        },
      },
    );
  const open = (word: TutorDecisionWord) => {
    decision.reset();
    setAsking(word);
  };
  const failure = decision.error ? <FormFailure error={decision.error} sx={{ mt: 2, mb: 0 }} /> : undefined;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {application ? name : t('adminTutors.detail.title')}
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <Box aria-busy="true" aria-label={t('adminTutors.detail.loading')}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" height={56} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : query.isError ? (
          <LoadError
            error={query.error}
            onRetry={() => void query.refetch()}
            title={t('adminTutors.detail.loadError')}
          />
        ) : (
          <>
            {application && application.status !== 'submitted' ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('adminTutors.detail.notWaiting')}
              </Alert>
            ) : null}
            {application ? <ApplicationFields application={application} /> : null}
            {application ? <DocumentList documents={application.documents} /> : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {application?.status === 'submitted' ? (
          <>
            <Button color="error" variant="outlined" onClick={() => open('tolak')}>
              {t('adminTutors.actions.tolak')}
            </Button>
            <Button variant="outlined" onClick={() => open('perubahan')}>
              {t('adminTutors.actions.perubahan')}
            </Button>
            <Button variant="contained" onClick={() => open('setujui')}>
              {t('adminTutors.actions.setujui')}
            </Button>
          </>
        ) : null}
        <Button onClick={onClose}>{t('adminTutors.close')}</Button>
      </DialogActions>
      {asking === 'perubahan' || asking === 'tolak' ? (
        <ReasonDialog
          decision={asking}
          name={name}
          busy={decision.isPending}
          failure={failure}
          onSubmit={(reason) => decide(asking, reason)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <ConfirmDialog
        open={asking === 'setujui'}
        title={t('adminTutors.decide.setujui.title')}
        text={t('adminTutors.decide.setujui.text', { name })}
        confirmLabel={t('adminTutors.actions.setujui')}
        cancelLabel={t('adminTutors.cancel')}
        busy={decision.isPending}
        failure={failure}
        onConfirm={() => decide('setujui')}
        onClose={() => setAsking(null)}
      />
    </Dialog>
  );
}
