import {
  mdiAccountTie,
  mdiArrowRight,
  mdiBookOpenPageVariant,
  mdiCheckDecagramOutline,
  mdiCreditCardCheckOutline,
  mdiGoogleClassroom,
  mdiLightbulbOnOutline,
  mdiMagnify,
  mdiSchool,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon';
import { CallsToAction } from './home-calls-to-action';

const catalogue = [
  { key: 'classes', to: '/kelas', icon: mdiGoogleClassroom, tint: '#e3ebfb' },
  { key: 'materials', to: '/materi', icon: mdiBookOpenPageVariant, tint: '#fdf0dc' },
  { key: 'skillCourses', to: '/lifeskill', icon: mdiLightbulbOnOutline, tint: '#e2f4ea' },
  { key: 'tutors', to: '/tutor', icon: mdiAccountTie, tint: '#f1e6fa' },
] as const;

const highlights = ['live', 'materials', 'verified', 'levels'] as const;

const steps = [
  { key: 'choose', icon: mdiMagnify },
  { key: 'pay', icon: mdiCreditCardCheckOutline },
  { key: 'learn', icon: mdiSchool },
] as const;

/** The sign-in form is its own chunk (it carries the form library and the contracts' schemas). */
const SignInForm = lazy(() => import('../../features/auth/components/sign-in-form'));

function SignInFallback() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')} sx={{ minHeight: 360, display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width="60%" height={36} />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={44} />
    </Box>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(135deg, #0d2f73 0%, #1746a2 60%, #2c5fc7 100%)',
        color: '#fff',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 5, md: 8 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography variant="overline" component="p" sx={{ color: '#ffc94d' }}>
            {t('home.hero.overline')}
          </Typography>
          <Typography id="hero-title" variant="h1" sx={{ mt: 1 }}>
            {t('home.hero.title')}
          </Typography>
          <Typography
            sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'rgba(255,255,255,0.9)' }}
          >
            {t('home.hero.subtitle')}
          </Typography>
          <Box
            component="ul"
            aria-label={t('home.highlights.label')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 3,
              // On phones the sign-in form comes first; the highlights stay for larger screens.
              display: { xs: 'none', sm: 'grid' },
              gap: 1.25,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {highlights.map((key) => (
              <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <MdiIcon path={mdiCheckDecagramOutline} sx={{ color: '#ffc94d' }} />
                <Typography sx={{ fontWeight: 500 }}>{t(`home.highlights.${key}`)}</Typography>
              </Box>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to="/kelas"
            size="large"
            variant="contained"
            color="warning"
            endIcon={<MdiIcon path={mdiArrowRight} />}
            sx={{ mt: 4 }}
          >
            {t('home.hero.explore')}
          </Button>
        </Box>
        <Paper
          id="masuk"
          sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4, color: 'text.primary', boxShadow: 6 }}
        >
          <Suspense fallback={<SignInFallback />}>
            <SignInForm />
          </Suspense>
        </Paper>
      </Container>
    </Box>
  );
}

function Catalogue() {
  const { t } = useTranslation();
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="catalogue-title"
      sx={{ py: { xs: 6, md: 8 } }}
    >
      <Typography id="catalogue-title" variant="h2">
        {t('home.catalogue.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('home.catalogue.subtitle')}
      </Typography>
      <Box
        sx={{
          mt: 4,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {catalogue.map((item) => (
          <Card key={item.key} sx={{ borderRadius: 3 }}>
            <CardActionArea
              component={RouterLink}
              to={item.to}
              sx={{ height: '100%', alignItems: 'stretch' }}
            >
              <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
                <Box
                  sx={{
                    width: 52,
                    height: 52,
                    borderRadius: 2.5,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: item.tint,
                    color: 'primary.dark',
                  }}
                >
                  <MdiIcon path={item.icon} sx={{ fontSize: 30 }} />
                </Box>
                <Typography variant="h3" component="h3">
                  {t(`home.catalogue.${item.key}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ flex: 1 }}>
                  {t(`home.catalogue.${item.key}.description`)}
                </Typography>
                <Typography
                  component="span"
                  sx={{
                    color: 'primary.main',
                    fontWeight: 500,
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.5,
                  }}
                >
                  {t(`home.catalogue.${item.key}.action`)}
                  <MdiIcon path={mdiArrowRight} fontSize="small" />
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Container>
  );
}

function Steps() {
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

/**
 * The landing page, which is also the sign-in page (spec: "the login page is the root path"): value proposition
 * with the sign-in form, the catalogue sections, how it works, registration and tutor calls.
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <Catalogue />
      <Steps />
      <CallsToAction />
    </>
  );
}
