import { mdiCreditCardCheckOutline, mdiMagnify, mdiSchool } from '@mdi/js';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon';

const steps = [
  { key: 'choose', icon: mdiMagnify },
  { key: 'pay', icon: mdiCreditCardCheckOutline },
  { key: 'learn', icon: mdiSchool },
] as const;

/** The landing page's "how it works": choose, pay, learn. */
export function Steps() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="steps-title"
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Typography id="steps-title" variant="h2">
          {t('home.steps.title')}
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 4,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {steps.map((step, index) => (
            <Box component="li" key={step.key} sx={{ display: 'flex', gap: 2 }}>
              <Box
                aria-hidden="true"
                sx={{
                  flexShrink: 0,
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: '#fff',
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </Box>
              <Box>
                <Typography
                  variant="h3"
                  component="h3"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  <MdiIcon path={step.icon} sx={{ color: 'primary.main' }} />
                  {t(`home.steps.${step.key}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.75 }}>
                  {t(`home.steps.${step.key}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
