import Chip from '@mui/material/Chip';
import type { AdminTutorStatus, TutorApplicationStatus } from '@scola/contracts';
import { useTranslation } from 'react-i18next';

type Colour = 'success' | 'warning' | 'error' | 'info' | 'default';

const tutorColour: Record<AdminTutorStatus, Colour> = {
  verified: 'success',
  submitted: 'info',
  needs_changes: 'warning',
  rejected: 'error',
  draft: 'default',
  unverified: 'default',
  suspended: 'error',
};
const applicationColour: Record<TutorApplicationStatus, Colour> = {
  approved: 'success',
  submitted: 'info',
  needs_changes: 'warning',
  rejected: 'error',
  draft: 'default',
};

/** Where a tutor stands in the tutor list (colour and word: the word carries the meaning). */
export function TutorStatusChip({ status }: { status: AdminTutorStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tutorColour[status]}
      label={t(`adminTutors.tutorStatuses.${status}`)}
      data-tutor-status={status}
    />
  );
}

/** An application's state. */
export function ApplicationStatusChip({ status }: { status: TutorApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={applicationColour[status]}
      label={t(`adminTutors.applicationStatuses.${status}`)}
      data-application-status={status}
    />
  );
}
