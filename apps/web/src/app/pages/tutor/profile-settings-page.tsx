import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { TutorOwnProfile, TutorProfileInputParsed } from '@scola/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { useOwnTutorProfile } from '../../../features/tutor-profile/api/tutor-profile';
import { profileResolver, ProfileFormFields } from '../../../features/tutor-profile/components/profile-form';
import {
  profileValuesOf,
  type ProfileValues,
} from '../../../features/tutor-profile/components/profile-form-values';
import { ProfilePhoto } from '../../../features/tutor-profile/components/profile-photo';
import { ProfilePreview } from '../../../features/tutor-profile/components/profile-preview';

function ProfileEditor({ profile }: { profile: TutorOwnProfile }) {
  const form = useForm<ProfileValues, unknown, TutorProfileInputParsed>({
    resolver: profileResolver,
    defaultValues: profileValuesOf(profile),
  });
  const values = useWatch({ control: form.control }) as ProfileValues;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 3 }}>
        <ProfilePhoto profile={profile} />
        <ProfileFormFields form={form} profile={profile} />
      </Paper>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        <ProfilePreview values={values} profile={profile} />
      </Box>
    </Box>
  );
}

/** `/tutor/profil`: the tutor edits their public profile beside a live preview (stacked on phones). */
export default function TutorProfileSettingsPage() {
  const { t } = useTranslation();
  const profile = useOwnTutorProfile();
  return (
    <>
      <PageHeading title={t('pages.tutorProfileSettings')} intro={t('tutorProfile.intro')} />
      {profile.isPending ? (
        <Box aria-busy="true" aria-label={t('tutorProfile.loading')} sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      ) : profile.isError ? (
        <LoadError
          error={profile.error}
          onRetry={() => void profile.refetch()}
          title={t('tutorProfile.loadError')}
        />
      ) : (
        <ProfileEditor key={profile.data.id} profile={profile.data} />
      )}
    </>
  );
}
