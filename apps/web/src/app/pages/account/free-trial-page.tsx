import { mdiArrowLeft, mdiGift } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FreeTrialRequest, FreeTrialRequestBody, User } from '@scola/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth, useAuthClient } from '../../../auth/react';
import { FormFailure } from '../../../components/form-failure';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';
import { useSubjects } from '../../../features/catalogue-reference/api/reference';
import {
  clearFreeTrialDraft,
  loadFreeTrialDraft,
  saveFreeTrialDraft,
  type FreeTrialDraft,
} from '../../../features/free-trial/api/draft';
import { useMyFreeTrial, useRequestFreeTrial } from '../../../features/free-trial/api/free-trial';
import {
  FreeTrialForm,
  emptyFreeTrialValues,
  type FreeTrialValues,
} from '../../../features/free-trial/components/free-trial-form';
import { FreeTrialStatus } from '../../../features/free-trial/components/free-trial-status';
import { errorCode } from '../../../lib/api-errors';
import { paths } from '../../../config/paths';

const PAGE_PATH = paths.freeTrialSignUp();

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2.5, sm: 4 }, borderRadius: 4 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 44,
            height: 44,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.selected',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          <MdiIcon path={mdiGift} />
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' } }}>
          {t('freeTrial.title')}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')} data-skeleton="" sx={{ mt: 3 }}>
      <Box aria-hidden="true" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={96} />
      </Box>
    </Box>
  );
}

/** The visitor's second step: create an account (or sign in); the kept request is sent right after. */
function AccountStep({ onEdit }: { onEdit: () => void }) {
  const { t } = useTranslation();
  const auth = useAuthClient();
  // After the activation link of the sign-up (or the sign-in on `/masuk`) the session comes back here, where the
  // request is sent.
  useEffect(() => {
    auth.setRedirect(PAGE_PATH);
  }, [auth]);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, mt: 2 }} data-free-trial-account-step="">
      <Alert severity="info">{t('freeTrial.visitor.kept')}</Alert>
      <Box>
        <Button onClick={onEdit} startIcon={<MdiIcon path={mdiArrowLeft} />} sx={{ ml: -1 }}>
          {t('freeTrial.visitor.edit')}
        </Button>
      </Box>
      <Box sx={{ maxWidth: 480 }}>
        <SignUpForm signInTo={paths.signIn()} />
      </Box>
      <Typography color="text.secondary">
        {t('freeTrial.visitor.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.signIn()} sx={{ fontWeight: 500 }} data-free-trial-sign-in="">
          {t('freeTrial.visitor.signIn')}
        </Link>
      </Typography>
    </Box>
  );
}

/**
 * `/daftarfreetrial`: request the one free trial class. A signed-in student fills the form and sends it; a visitor
 * fills it, then creates an account (or signs in) and the request is sent for them. A student who asked before
 * sees their request ("already requested").
 */
export default function FreeTrialPage() {
  const { t } = useTranslation();
  const { loggedIn, user } = useAuth<User>();
  const subjects = useSubjects();
  const mine = useMyFreeTrial();
  const requestTrial = useRequestFreeTrial();
  const [draft, setDraft] = useState<FreeTrialDraft | null>(loadFreeTrialDraft);
  const [accountStep, setAccountStep] = useState(() => !loggedIn && draft !== null);
  const [sent, setSent] = useState<FreeTrialRequest | null>(null);
  const autoSent = useRef(false);

  const onSent = (request: FreeTrialRequest) => {
    clearFreeTrialDraft();
    setDraft(null);
    setSent(request);
  };
  const onRefused = (error: unknown) => {
    if (errorCode(error) === 'FREE_TRIAL_ALREADY_REQUESTED') {
      clearFreeTrialDraft();
      setDraft(null);
      void mine.refetch();
    }
  };
  const send = async (body: FreeTrialRequestBody) => {
    try {
      onSent(await requestTrial.mutateAsync(body));
    } catch (error) {
      onRefused(error);
    }
  };

  // A visitor who just created an account or signed in: send the request they filled in (once).
  useEffect(() => {
    if (!loggedIn || !draft || autoSent.current || mine.isPending || mine.isError) return;
    autoSent.current = true;
    if (mine.data) {
      // Asked before: the page shows that request; the kept one is dropped.
      clearFreeTrialDraft();
      return;
    }
    requestTrial.mutate(draft.body, { onSuccess: onSent, onError: onRefused });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, draft, mine.isPending, mine.isError, mine.data]);

  if (sent) {
    return (
      <Frame>
        <Box sx={{ mt: 2 }}>
          <FreeTrialStatus request={sent} variant="sent" />
        </Box>
      </Frame>
    );
  }
  if (loggedIn && mine.data) {
    return (
      <Frame>
        <Box sx={{ mt: 2 }}>
          <FreeTrialStatus request={mine.data} variant="already" />
        </Box>
      </Frame>
    );
  }

  const intro = (
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      {loggedIn
        ? t('freeTrial.intro', { name: user?.name ?? '' })
        : accountStep
          ? t('freeTrial.visitor.accountIntro')
          : t('freeTrial.visitor.intro')}
    </Typography>
  );

  if (loggedIn && (mine.isPending || (draft !== null && requestTrial.isPending))) {
    return (
      <Frame>
        {intro}
        <FormSkeleton />
      </Frame>
    );
  }
  if (loggedIn && mine.isError) {
    return (
      <Frame>
        <LoadError error={mine.error} onRetry={() => void mine.refetch()} />
      </Frame>
    );
  }
  if (!loggedIn && accountStep && draft) {
    return (
      <Frame>
        {intro}
        <AccountStep onEdit={() => setAccountStep(false)} />
      </Frame>
    );
  }
  if (subjects.isError) {
    return (
      <Frame>
        <LoadError error={subjects.error} onRetry={() => void subjects.refetch()} />
      </Frame>
    );
  }
  if (subjects.isPending) {
    return (
      <Frame>
        {intro}
        <FormSkeleton />
      </Frame>
    );
  }

  const initialValues: FreeTrialValues = draft?.values ?? {
    ...emptyFreeTrialValues,
    level: user?.schoolLevel ?? '',
  };
  return (
    <Frame>
      {intro}
      <FreeTrialForm
        subjects={subjects.data}
        initialValues={initialValues}
        submitLabel={loggedIn ? t('freeTrial.submit') : t('freeTrial.visitor.next')}
        failure={requestTrial.isError ? <FormFailure error={requestTrial.error} /> : null}
        onValid={async (body, values) => {
          if (loggedIn) {
            await send(body);
            return;
          }
          const kept = { body, values };
          saveFreeTrialDraft(kept);
          setDraft(kept);
          setAccountStep(true);
          window.scrollTo({ top: 0 });
        }}
      />
    </Frame>
  );
}
