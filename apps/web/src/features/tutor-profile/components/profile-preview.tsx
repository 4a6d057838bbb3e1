import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Expertise, TutorOwnProfile } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RichText } from '../../../components/rich-text';
import { TutorCard } from '../../../components/tutor-card';
import { paths } from '../../../config/paths';
import { formatRupiah } from '../../../lib/format';
import { useExpertise } from '../../catalogue-reference';
import { rupiahOf, type ProfileValues } from './profile-form-values';

/**
 * What students will see, from the form's current values: the real tutor card (as in the tutor lists) and the top
 * of the public page (headline, bio as rich text, education, experience, bimbel rate). Updates as the tutor types.
 */
export function ProfilePreview({ values, profile }: { values: ProfileValues; profile: TutorOwnProfile }) {
  const { t } = useTranslation();
  const expertise = useExpertise();
  const byId = new Map((expertise.data ?? []).map((item) => [item.id, item]));
  const chosen = values.expertiseIds.flatMap((id): Expertise[] => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  const rate = rupiahOf(values.hourlyRate);
  const hourlyRate = typeof rate === 'number' ? rate : null;
  const name = values.displayName.trim() || profile.displayName;
  return (
    <Box
      component="section"
      aria-labelledby="tutor-profile-preview"
      data-profile-preview=""
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="tutor-profile-preview" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {t('tutorProfile.previewTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('tutorProfile.previewCard')}
      </Typography>
      <Box sx={{ maxWidth: 360 }}>
        <TutorCard
          tutor={{
            id: profile.id,
            name,
            photoUrl: profile.photoUrl,
            headline: values.headline,
            city: values.city.trim() || null,
            expertise: chosen,
            hourlyRate,
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('tutorProfile.previewPage')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography color="text.secondary">{values.headline}</Typography>
        {hourlyRate !== null ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('catalogue.tutor.hourlyRate', { price: formatRupiah(hourlyRate) })}
          </Typography>
        ) : null}
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          {t('catalogue.tutor.about')}
        </Typography>
        <RichText html={values.bio} />
        <Typography variant="subtitle2" component="h4">
          {t('catalogue.tutor.education')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {values.education}
        </Typography>
        {values.experience.trim() ? (
          <>
            <Typography variant="subtitle2" component="h4">
              {t('catalogue.tutor.experience')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {values.experience}
            </Typography>
          </>
        ) : null}
      </Paper>
      {profile.verifiedAt ? (
        <Link component={RouterLink} to={paths.tutorProfile(profile.id)}>
          {t('tutorProfile.openPublic')}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('tutorProfile.notPublicYet')}
        </Typography>
      )}
    </Box>
  );
}
