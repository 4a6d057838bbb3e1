import { errorDetailsOf, type TutorApplication } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { errorCode } from '../../../lib/api-errors';
import { isApiError } from '../../../auth';
import { useSubmitApplication } from '../api/tutor-application';
import { isStepComplete, missingBySteps, resumeStep, wizardSteps, type WizardStep } from '../wizard-steps';
import { BiodataStep } from './biodata-step';
import { DocumentsStep } from './documents-step';
import { ReviewStep, type ReviewNames } from './review-step';
import { TeachingStep, type TeachingOptions } from './teaching-step';

/** The missing items of an `APPLICATION_INCOMPLETE` refusal, by step (empty for any other outcome). */
function missingOf(error: unknown): Partial<Record<WizardStep, string[]>> {
  if (errorCode(error) !== 'APPLICATION_INCOMPLETE' || !isApiError(error)) return {};
  return missingBySteps(errorDetailsOf('APPLICATION_INCOMPLETE', error.details)?.missing ?? []);
}

/**
 * The three steps and the review (`/tutor/daftar`). It opens where the applicant stopped; each step is saved to
 * the API before the next opens; the review sends the application and then `onSubmitted` runs.
 */
export function ApplicationWizard({
  application,
  options,
  names,
  onSubmitted,
}: {
  application: TutorApplication | null;
  options: TeachingOptions;
  names: ReviewNames;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<WizardStep>(() => resumeStep(application));
  const heading = useRef<HTMLHeadingElement>(null);
  const submit = useSubmitApplication();
  const missing = missingOf(submit.error);
  const go = (next: WizardStep) => {
    setStep(next);
    submit.reset();
    // Keyboard and screen-reader users land on the new step's heading.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const index = wizardSteps.indexOf(step);
  const reachable = (target: WizardStep) =>
    wizardSteps.indexOf(target) <= wizardSteps.indexOf(resumeStep(application)) ||
    isStepComplete(application, target);

  return (
    <Box data-wizard-step={step}>
      {application?.status === 'needs_changes' ? (
        <Alert severity="warning" sx={{ mb: 3 }} data-review-note="">
          <AlertTitle>{t('tutorOnboarding.needsChanges.title')}</AlertTitle>
          {application.reviewNote}
        </Alert>
      ) : null}
      <Stepper nonLinear alternativeLabel activeStep={index} sx={{ mb: 3 }}>
        {wizardSteps.map((item) => (
          <Step key={item} completed={item !== 'review' && isStepComplete(application, item)}>
            <StepButton
              disabled={!reachable(item)}
              onClick={() => go(item)}
              aria-current={item === step ? 'step' : undefined}
            >
              <StepLabel error={missing[item] !== undefined}>
                {t(`tutorOnboarding.stepsShort.${item}`)}
              </StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h2"
          component="h2"
          sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, mb: 0.5, outline: 'none' }}
        >
          {t('tutorOnboarding.stepHeading', {
            number: index + 1,
            total: wizardSteps.length,
            title: t(`tutorOnboarding.steps.${step}`),
          })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(`tutorOnboarding.intros.${step}`)}
        </Typography>
        {step === 'biodata' ? <BiodataStep application={application} onSaved={() => go('teaching')} /> : null}
        {step === 'teaching' ? (
          <TeachingStep
            application={application}
            options={options}
            onSaved={() => go('documents')}
            onBack={() => go('biodata')}
          />
        ) : null}
        {step === 'documents' ? (
          <DocumentsStep
            application={application}
            onDone={() => go('review')}
            onBack={() => go('teaching')}
          />
        ) : null}
        {step === 'review' ? (
          <>
            <ReviewStep application={application} names={names} missing={missing} onEdit={go} />
            {Object.keys(missing).length > 0 ? (
              <Alert severity="error" sx={{ mt: 2 }} data-error-code="APPLICATION_INCOMPLETE">
                {t('tutorOnboarding.review.incomplete')}
              </Alert>
            ) : (
              <FormFailure error={submit.error ?? undefined} sx={{ mt: 2 }} />
            )}
            <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Button onClick={() => go('documents')}>{t('tutorOnboarding.back')}</Button>
              <Button
                variant="contained"
                size="large"
                loading={submit.isPending}
                onClick={() => submit.mutate(undefined, { onSuccess: onSubmitted })}
              >
                {application?.status === 'needs_changes'
                  ? t('tutorOnboarding.review.resubmit')
                  : t('tutorOnboarding.review.submit')}
              </Button>
            </Box>
          </>
        ) : null}
      </Paper>
    </Box>
  );
}
