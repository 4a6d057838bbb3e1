import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';
import { AuthPageFrame } from './auth-page-frame';
import { paths } from '../../../config/paths';

type TabName = 'masuk' | 'daftar';

/**
 * `/masuk`: sign in, or register a student account (tab "Daftar", also reachable as `/masuk?tab=daftar`). After a
 * password reset (`?reset=1`) a note says the new password is ready.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'daftar' ? 'daftar' : 'masuk';
  const select = (next: TabName) =>
    setParams(next === 'daftar' ? { tab: 'daftar' } : {}, { replace: true, preventScrollReset: true });

  return (
    <AuthPageFrame>
      <Typography variant="h2" component="h1" className="visually-hidden">
        {t('pages.signIn')}
      </Typography>
      {params.get('reset') === '1' ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('auth.reset.doneSignIn')}
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(_event, next: TabName) => select(next)}
        aria-label={t('auth.tabs.label')}
        variant="fullWidth"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="masuk" label={t('auth.tabs.signIn')} id="tab-masuk" aria-controls="panel-masuk" />
        <Tab value="daftar" label={t('auth.tabs.signUp')} id="tab-daftar" aria-controls="panel-daftar" />
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'masuk' ? (
          <SignInForm registerTo={paths.signIn({ tab: 'daftar' })} />
        ) : (
          <SignUpForm signInTo={paths.signIn()} />
        )}
      </Box>
    </AuthPageFrame>
  );
}
