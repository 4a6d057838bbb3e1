import { mdiAccountCheck, mdiAccountPlusOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MdiIcon } from '../../../components/mdi-icon';
import { errorText } from '../../../lib/api-errors';
import { useFollowState, useSetFollowing } from '../api/follows';
import { paths } from '../../../config/paths';

export interface FollowButtonProps {
  tutorId: string;
  tutorName: string;
}

/**
 * Follow / unfollow a tutor (the tutor's public profile). A visitor who is not signed in is sent to sign in and
 * comes back to the profile; unfollowing asks first. The button says the state ("Mengikuti") once following.
 */
export function FollowButton({ tutorId, tutorName }: FollowButtonProps) {
  const { t } = useTranslation();
  const { auth, loggedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useFollowState(tutorId);
  const setFollowing = useSetFollowing();
  const [confirming, setConfirming] = useState(false);
  const following = loggedIn && state.data === true;

  const onClick = () => {
    if (!loggedIn) {
      auth.setRedirect(`${location.pathname}${location.search}`);
      void navigate(paths.signIn());
      return;
    }
    if (following) {
      setFollowing.reset();
      setConfirming(true);
      return;
    }
    setFollowing.mutate({ tutorId, following: true });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        variant={following ? 'outlined' : 'contained'}
        onClick={onClick}
        loading={(loggedIn && state.isPending) || (setFollowing.isPending && !confirming)}
        startIcon={<MdiIcon path={following ? mdiAccountCheck : mdiAccountPlusOutline} />}
        aria-pressed={loggedIn ? following : undefined}
        aria-label={
          following
            ? t('follows.followingNamed', { name: tutorName })
            : t('follows.followNamed', { name: tutorName })
        }
        data-follow-button={following ? 'following' : 'not-following'}
      >
        {following ? t('follows.following') : t('follows.follow')}
      </Button>
      {setFollowing.isError && !confirming ? (
        <Alert severity="error" role="alert">
          {errorText(t, setFollowing.error)}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('follows.unfollowTitle')}
        text={t('follows.unfollowText', { name: tutorName })}
        confirmLabel={t('follows.unfollow')}
        cancelLabel={t('follows.cancel')}
        destructive
        busy={setFollowing.isPending}
        failure={
          setFollowing.isError ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorText(t, setFollowing.error)}
            </Alert>
          ) : null
        }
        onConfirm={() =>
          setFollowing.mutate({ tutorId, following: false }, { onSuccess: () => setConfirming(false) })
        }
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
