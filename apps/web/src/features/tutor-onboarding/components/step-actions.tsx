import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The buttons under a step: back (except on the first) and "save and continue". */
export function StepActions({ onBack, busy }: { onBack?: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'space-between', flexWrap: 'wrap' }}>
      {onBack ? (
        <Button variant="text" onClick={onBack}>
          {t('tutorOnboarding.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="contained" size="large" loading={busy}>
        {t('tutorOnboarding.saveAndContinue')}
      </Button>
    </Box>
  );
}
