import { mdiArrowRight, mdiLogin } from '@mdi/js';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon';

/** The landing page's closing section: sign in (the form arrives with the sign-in issue) or become a tutor. */
export function CallsToAction() {
  const { t } = useTranslation();
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-label={t('home.signInCta.title')}
      sx={{
        py: { xs: 6, md: 8 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <Paper sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, bgcolor: 'primary.main', color: '#fff' }}>
        <Typography variant="h3" component="h2">
          {t('home.signInCta.title')}
        </Typography>
        <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.9)' }}>{t('home.signInCta.text')}</Typography>
        <Button
          component={RouterLink}
          to="/masuk"
          variant="contained"
          color="warning"
          startIcon={<MdiIcon path={mdiLogin} />}
          sx={{ mt: 3 }}
        >
          {t('home.signInCta.action')}
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
