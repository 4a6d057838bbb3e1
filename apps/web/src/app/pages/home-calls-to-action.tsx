import { mdiAccountPlusOutline, mdiArrowRight } from '@mdi/js';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon';

/** The landing page's closing section: create a student account, or become a tutor. */
export function CallsToAction() {
  const { t } = useTranslation();
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-label={t('home.signUpCta.title')}
      sx={{
        py: { xs: 6, md: 8 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <Paper sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, bgcolor: 'primary.main', color: '#fff' }}>
        <Typography variant="h3" component="h2">
          {t('home.signUpCta.title')}
        </Typography>
        <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.9)' }}>{t('home.signUpCta.text')}</Typography>
        <Button
          component={RouterLink}
          to="/masuk?tab=daftar"
          variant="contained"
          color="warning"
          startIcon={<MdiIcon path={mdiAccountPlusOutline} />}
          sx={{ mt: 3 }}
        >
          {t('home.signUpCta.action')}
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4 }}>
        <Typography variant="h3" component="h2">
          {t('home.tutorCta.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('home.tutorCta.text')}
        </Typography>
        <Button
          component={RouterLink}
          to="/tutor/daftar"
          variant="outlined"
          endIcon={<MdiIcon path={mdiArrowRight} />}
          sx={{ mt: 3 }}
        >
          {t('home.tutorCta.action')}
        </Button>
      </Paper>
    </Container>
  );
}
