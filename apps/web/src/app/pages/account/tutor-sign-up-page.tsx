import type { User } from '@scola/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/react';
import { hasScope } from '../../../auth/scope';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useMyApplication } from '../../../features/tutor-onboarding/api/tutor-application';
import { ApplicationStatus } from '../../../features/tutor-onboarding/components/application-status';
import { ApplicationWizard } from '../../../features/tutor-onboarding/components/application-wizard';
import { useTeachingOptions } from '../../../features/tutor-onboarding/hooks/use-teaching-options';
import { isEditable } from '../../../features/tutor-onboarding/wizard-steps';

/**
 * `/tutor/daftar`: any signed-in account applies to teach in three steps saved as drafts, then sends the
 * application. Once sent (or decided) the page shows where it stands; a verified tutor is told so.
 */
export default function TutorSignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth<User>();
  const mine = useMyApplication();
  const { options, names } = useTeachingOptions();
  const isTutor = hasScope(user?.scope, 'tutor');

  let content;
  if (mine.isPending) {
    content = (
      <Box
        role="status"
        aria-label={t('tutorOnboarding.loading')}
        sx={{ display: 'grid', placeItems: 'center', py: 8 }}
      >
        <CircularProgress aria-hidden="true" />
      </Box>
    );
  } else if (mine.isError) {
    content = <LoadError error={mine.error} onRetry={() => void mine.refetch()} />;
  } else if ((mine.data && !isEditable(mine.data.status)) || (!mine.data && isTutor)) {
    content = <ApplicationStatus application={mine.data} isTutor={isTutor} />;
  } else {
    content = (
      <ApplicationWizard
        application={mine.data}
        options={options}
        names={names}
        onSubmitted={() => void navigate(paths.tutorVerification())}
      />
    );
  }

  return (
    <Box data-tutor-sign-up="">
      <PageHeading title={t('pages.tutorSignUp')} intro={t('tutorOnboarding.intro')} />
      {content}
    </Box>
  );
}
