import {
  mdiAccountTie,
  mdiArrowRight,
  mdiBookOpenPageVariant,
  mdiCheckDecagramOutline,
  mdiGoogleClassroom,
  mdiLightbulbOnOutline,
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
import { Link as RouterLink, useNavigate } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon';
import { SearchBox } from '../../components/search-box';
import { WhenVisible } from '../../components/when-visible';
import { CallsToAction } from './home-calls-to-action';
import { Steps } from './home-steps';

const catalogue = [
  { key: 'classes', to: '/kelas', icon: mdiGoogleClassroom, tint: '#e3ebfb' },
  { key: 'materials', to: '/materi', icon: mdiBookOpenPageVariant, tint: '#fdf0dc' },
  { key: 'skillCourses', to: '/lifeskill', icon: mdiLightbulbOnOutline, tint: '#e2f4ea' },
  { key: 'tutors', to: '/tutor', icon: mdiAccountTie, tint: '#f1e6fa' },
] as const;

const highlights = ['live', 'materials', 'verified', 'levels'] as const;

/** The sign-in form is its own chunk (it carries the form library and the contracts' schemas). */
const SignInForm = lazy(() => import('../../features/auth/components/sign-in-form'));
/** The catalogue showcase (cards, carousels, their data) loads when the visitor scrolls towards it. */
const HomeFeatured = lazy(() => import('./home-featured'));

function FeaturedFallback() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: 6, minHeight: 520 }} role="status" aria-label={t('app.loading')}>
      <Skeleton variant="text" width={280} height={48} aria-hidden="true" />
      <Box
        aria-hidden="true"
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={320} />
        ))}
      </Box>
    </Container>
  );
}

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
  const navigate = useNavigate();
  const search = (text: string) =>
    void navigate(text === '' ? '/kelas' : `/kelas?q=${encodeURIComponent(text)}`);
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
          <SearchBox
            label={t('home.search.label')}
            placeholder={t('home.search.placeholder')}
            onSearch={search}
            size="large"
            buttonColor="warning"
            sx={{ mt: 3, maxWidth: 560, '& .MuiOutlinedInput-root': { color: 'text.primary' } }}
          />
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

/**
 * The landing page, which is also the sign-in page (spec: "the login page is the root path"): value proposition
 * with a search box (→ `/kelas?q=…`) and the sign-in form, the catalogue sections, featured classes, packages,
 * courses, materials, tutors, subjects and expertise, how it works, registration and tutor calls.
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <Catalogue />
      <WhenVisible fallback={<FeaturedFallback />}>
        <Suspense fallback={<FeaturedFallback />}>
          <HomeFeatured />
        </Suspense>
      </WhenVisible>
      <Steps />
      <CallsToAction />
    </>
  );
}
