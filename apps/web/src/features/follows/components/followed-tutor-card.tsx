import { mdiAccountMinusOutline, mdiMapMarkerOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FollowedTutor } from '@scola/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFact, CardShell, CardTitleLink } from '../../../components/card-parts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MdiIcon } from '../../../components/mdi-icon';
import { PersonAvatar } from '../../../components/person-avatar';
import { Rating } from '../../../components/rating';
import { errorText } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/format';
import { useSetFollowing } from '../api/follows';
import { paths } from '../../../config/paths';

/** A tutor of `/beranda/koleksi-tutor`: who they are, since when followed, and unfollow (after a confirmation). */
export function FollowedTutorCard({ tutor }: { tutor: FollowedTutor }) {
  const { t, i18n } = useTranslation();
  const setFollowing = useSetFollowing();
  const [confirming, setConfirming] = useState(false);
  const counts = [
    tutor.classCount ? t('catalogue.tutor.classCount', { count: tutor.classCount }) : null,
    tutor.courseCount ? t('catalogue.tutor.courseCount', { count: tutor.courseCount }) : null,
  ].filter(Boolean);
  return (
    <CardShell kind="followed-tutor">
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <PersonAvatar name={tutor.name} photoUrl={tutor.photoUrl} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <CardTitleLink to={paths.tutorProfile(tutor.id)} component="h2" lines={1}>
              {tutor.name}
            </CardTitleLink>
            <Rating value={tutor.rating.average} count={tutor.rating.count} />
          </Box>
        </Box>
        <Typography
          variant="body2"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {tutor.headline}
        </Typography>
        {tutor.city ? <CardFact icon={mdiMapMarkerOutline}>{tutor.city}</CardFact> : null}
        {counts.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {counts.join(' · ')}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t('follows.since', { date: formatDate(tutor.followedAt, i18n.language) })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ position: 'relative', zIndex: 2 }}>
          <Button
            variant="outlined"
            color="error"
            startIcon={<MdiIcon path={mdiAccountMinusOutline} />}
            onClick={() => {
              setFollowing.reset();
              setConfirming(true);
            }}
            aria-label={t('follows.unfollowNamed', { name: tutor.name })}
            data-unfollow-button=""
          >
            {t('follows.unfollow')}
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('follows.unfollowTitle')}
        text={t('follows.unfollowText', { name: tutor.name })}
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
          setFollowing.mutate(
            { tutorId: tutor.id, following: false },
            { onSuccess: () => setConfirming(false) },
          )
        }
        onClose={() => setConfirming(false)}
      />
    </CardShell>
  );
}
