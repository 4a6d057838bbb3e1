import type { TutorApplication } from '@scola/contracts';
import {
  mdiAlertCircleOutline,
  mdiCheckDecagramOutline,
  mdiClipboardEditOutline,
  mdiCloseCircleOutline,
  mdiFileDocumentEditOutline,
  mdiTimerSandComplete,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { isBuiltRoute } from '../../../config/role-areas';
import { formatLongDate } from '../../../lib/format';

type Shown = 'none' | 'verified' | TutorApplication['status'];

const look: Record<Shown, { icon: string; color: string }> = {
  none: { icon: mdiClipboardEditOutline, color: 'primary.main' },
  draft: { icon: mdiFileDocumentEditOutline, color: 'primary.main' },
  submitted: { icon: mdiTimerSandComplete, color: 'info.main' },
  needs_changes: { icon: mdiAlertCircleOutline, color: 'warning.main' },
  approved: { icon: mdiCheckDecagramOutline, color: 'success.main' },
  verified: { icon: mdiCheckDecagramOutline, color: 'success.main' },
  rejected: { icon: mdiCloseCircleOutline, color: 'error.main' },
};

interface Action {
  to: string;
  label: string;
}

/**
 * Where the account's application stands (`/tutor/verifikasi`, and `/tutor/daftar` once it cannot be edited): no
 * application, a draft, waiting, changes asked for (the admin's reason), approved, rejected (the reason). A tutor
 * verified before applications existed (no application) is told so.
 */
export function ApplicationStatus({
  application,
  isTutor,
}: {
  application: TutorApplication | null;
  isTutor: boolean;
}) {
  const { t, i18n } = useTranslation();
  const shown: Shown = application?.status ?? (isTutor ? 'verified' : 'none');
  const date = (iso: string | null) => (iso ? formatLongDate(iso, i18n.language) : '');
  const tutorActions: Action[] = [
    // Until the tutor dashboard is built this page is the tutor area itself: no link to a placeholder.
    ...(isBuiltRoute('tutorDashboard')
      ? [{ to: paths.tutorDashboard(), label: t('tutorOnboarding.status.toTutorArea') }]
      : []),
    { to: paths.tutors(), label: t('tutorOnboarding.status.toTutorList') },
  ];
  const actions: Record<Shown, Action[]> = {
    none: [{ to: paths.tutorSignUp(), label: t('tutorOnboarding.status.start') }],
    draft: [{ to: paths.tutorSignUp(), label: t('tutorOnboarding.status.continue') }],
    submitted: [],
    needs_changes: [{ to: paths.tutorSignUp(), label: t('tutorOnboarding.status.fix') }],
    approved: tutorActions,
    verified: tutorActions,
    rejected: [],
  };
  const { icon, color } = look[shown];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4, display: 'grid', gap: 2, justifyItems: 'start' }}
      data-application-status={shown}
    >
      <MdiIcon path={icon} sx={{ fontSize: 48, color }} />
      <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' } }}>
        {t(`tutorOnboarding.status.${shown}.title`)}
      </Typography>
      <Typography color="text.secondary">
        {t(`tutorOnboarding.status.${shown}.text`, {
          submitted: date(application?.submittedAt ?? null),
          decided: date(application?.decidedAt ?? null),
        })}
      </Typography>
      {application?.reviewNote && (shown === 'needs_changes' || shown === 'rejected') ? (
        <Box sx={{ borderLeft: 4, borderColor: color, pl: 2, py: 0.5, width: '100%' }} data-review-note="">
          <Typography variant="subtitle2" component="p">
            {t('tutorOnboarding.status.reason')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {application.reviewNote}
          </Typography>
        </Box>
      ) : null}
      {actions[shown].length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {actions[shown].map((action, position) => (
            <Button
              key={action.to}
              component={RouterLink}
              to={action.to}
              variant={position === 0 ? 'contained' : 'outlined'}
            >
              {action.label}
            </Button>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
