import type { User } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/react';
import { PersonAvatar } from '../../../components/person-avatar';
import { errorText } from '../../../lib/api-errors';
import { useUploadPhoto } from '../api/tutor-application';
import { FileButton } from './file-button';

/** The applicant's photo: the account's own (`PUT /api/akun/foto`), shown on the tutor profile once approved. */
export function PhotoField() {
  const { t } = useTranslation();
  const { user } = useAuth<User>();
  const upload = useUploadPhoto();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <PersonAvatar name={user?.name ?? ''} photoUrl={user?.photoUrl ?? null} size={72} />
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t('tutorOnboarding.biodata.photo')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('tutorOnboarding.biodata.photoHint')}
        </Typography>
      </Box>
      <FileButton
        accept="image/jpeg,image/png,image/webp"
        busy={upload.isPending}
        inputName="photo-input"
        onFile={(file) => upload.mutate(file)}
      >
        {user?.photoUrl ? t('tutorOnboarding.biodata.photoChange') : t('tutorOnboarding.biodata.photoUpload')}
      </FileButton>
      {upload.isError ? (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {errorText(t, upload.error)}
        </Alert>
      ) : null}
    </Box>
  );
}
