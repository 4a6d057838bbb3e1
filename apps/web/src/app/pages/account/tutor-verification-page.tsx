import type { User } from '@scola/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/react';
import { hasScope } from '../../../auth/scope';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { useMyApplication } from '../../../features/tutor-onboarding/api/tutor-application';
import { ApplicationStatus } from '../../../features/tutor-onboarding/components/application-status';

/** `/tutor/verifikasi`: where the signed-in account's tutor application stands (any account; applicants too). */
export default function TutorVerificationPage() {
  const { t } = useTranslation();
  const { user } = useAuth<User>();
  const mine = useMyApplication();
  return (
    <Box data-tutor-verification="">
      <PageHeading title={t('pages.tutorVerification')} intro={t('tutorOnboarding.status.intro')} />
      {mine.isPending ? (
        <Box
          role="status"
          aria-label={t('tutorOnboarding.loading')}
          sx={{ display: 'grid', placeItems: 'center', py: 8 }}
        >
          <CircularProgress aria-hidden="true" />
        </Box>
      ) : mine.isError ? (
        <LoadError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : (
        <ApplicationStatus application={mine.data} isTutor={hasScope(user?.scope, 'tutor')} />
      )}
    </Box>
  );
}
