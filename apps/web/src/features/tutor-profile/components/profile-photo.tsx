import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TutorOwnProfile } from '@scola/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormFailure } from '../../../components/form-failure';
import { PersonAvatar } from '../../../components/person-avatar';
import { FileButton } from '../../tutor-onboarding';
import { useTutorPhoto } from '../api/tutor-profile';

/** The profile photo: uploaded (JPG, PNG or WebP; stored re-encoded), replaced, or removed after confirmation. */
export function ProfilePhoto({ profile }: { profile: TutorOwnProfile }) {
  const { t } = useTranslation();
  const photo = useTutorPhoto();
  const [confirming, setConfirming] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <PersonAvatar name={profile.displayName} photoUrl={profile.photoUrl} size={80} />
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('tutorProfile.photo')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('tutorProfile.photoHint')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <FileButton
          accept="image/jpeg,image/png,image/webp"
          busy={photo.isPending}
          inputName="tutor-photo-input"
          onFile={(file) => photo.mutate(file)}
        >
          {profile.photoUrl ? t('tutorProfile.photoChange') : t('tutorProfile.photoUpload')}
        </FileButton>
        {profile.photoUrl ? (
          <Button color="error" onClick={() => setConfirming(true)} disabled={photo.isPending}>
            {t('tutorProfile.photoRemove')}
          </Button>
        ) : null}
      </Box>
      {photo.isError && !confirming ? (
        <FormFailure error={photo.error} sx={{ flexBasis: '100%', mb: 0 }} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('tutorProfile.photoRemoveTitle')}
        text={t('tutorProfile.photoRemoveText')}
        confirmLabel={t('tutorProfile.photoRemove')}
        cancelLabel={t('tutorProfile.cancel')}
        destructive
        busy={photo.isPending}
        onConfirm={() => photo.mutate(null, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
