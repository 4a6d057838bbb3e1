import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { tutorApplicationReasonSchema } from '@scola/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The contract's bounds of a reason (shown to the applicant). */
const reasonBounds = tutorApplicationReasonSchema.shape.reason;
const MIN = reasonBounds.minLength ?? 5;
const MAX = reasonBounds.maxLength ?? 2000;

export interface ReasonDialogProps {
  decision: 'perubahan' | 'tolak';
  name: string;
  busy: boolean;
  failure?: ReactNode;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks the reason of a request for changes or of a rejection (required; a rejection is worded as final). */
export function ReasonDialog({ decision, name, busy, failure, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = reason.trim().length < MIN;
  const reject = decision === 'tolak';

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!tooShort) onSubmit(reason.trim());
        }}
      >
        <DialogTitle id={titleId}>{t(`adminTutors.decide.${decision}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t(`adminTutors.decide.${decision}.text`, { name })}
          </DialogContentText>
          {reject ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('adminTutors.decide.tolak.final')}
            </Alert>
          ) : null}
          <TextField
            id={fieldId}
            label={t('adminTutors.decide.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            fullWidth
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: MAX } }}
            error={touched && tooShort}
            helperText={
              touched && tooShort
                ? t('adminTutors.decide.reasonTooShort', { min: MIN })
                : t('adminTutors.decide.reasonHelp')
            }
          />
          {failure}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('adminTutors.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={reject ? 'error' : 'primary'}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t(`adminTutors.actions.${decision}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
