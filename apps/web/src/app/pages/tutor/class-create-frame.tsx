import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { tutorClassSteps } from '@scola/contracts';

/**
 * `/tutor/kelas/tambah`: the new-class wizard's frame: the three steps (the first saves a draft, the others edit it)
 * and the current step below.
 */
export default function ClassCreateFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = Math.max(
    0,
    tutorClassSteps.findIndex((step) => pathname.endsWith(`/${step}`)),
  );
  return (
    <>
      <PageHeading title={t('tutorClasses.wizard.title')} intro={t('tutorClasses.wizard.intro')} />
      <Stepper
        activeStep={active}
        alternativeLabel
        sx={{ mb: 3 }}
        aria-label={t('tutorClasses.wizard.stepsLabel')}
      >
        {tutorClassSteps.map((step, index) => (
          <Step key={step} completed={index < active}>
            <StepLabel>{t(`tutorClasses.tabs.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Paper>
    </>
  );
}
