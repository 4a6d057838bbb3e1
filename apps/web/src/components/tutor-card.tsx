import { mdiCashClock, mdiGift, mdiMapMarkerOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TutorCard as TutorCardData, TutorRef } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardFact, CardShell, CardTitleLink } from './card-parts';
import { MdiIcon } from './mdi-icon';
import { PersonAvatar } from './person-avatar';
import { Rating } from './rating';
import { paths } from '../config/paths';
import { formatRupiah } from '../lib/format';

export type TutorCardTutor = TutorRef &
  Partial<
    Pick<TutorCardData, 'rating' | 'expertise' | 'subjects' | 'classCount' | 'courseCount' | 'hourlyRate'>
  >;

export interface TutorCardProps {
  tutor: TutorCardTutor;
  headingLevel?: 'h2' | 'h3';
  /** Label above the name (e.g. "Tutor kelas ini" on a class page). */
  overline?: string;
  /** Most expertise chips shown. */
  maxExpertise?: number;
  /** Offers the free trial class ("Coba gratis", `/daftarfreetrial`) under the card (the tutor lists). */
  trial?: boolean;
}

/**
 * The tutor card (spec widget): photo or initials, name (links to the public profile), headline, city, bimbel rate,
 * rating, expertise and how many classes and courses they run, and in the tutor lists a free trial button. Also used with a
 * tutor reference only (class pages).
 */
export function TutorCard({
  tutor,
  headingLevel = 'h3',
  overline,
  maxExpertise = 3,
  trial = false,
}: TutorCardProps) {
  const { t } = useTranslation();
  const expertise = tutor.expertise ?? [];
  const counts = [
    tutor.classCount ? t('catalogue.tutor.classCount', { count: tutor.classCount }) : null,
    tutor.courseCount ? t('catalogue.tutor.courseCount', { count: tutor.courseCount }) : null,
  ].filter(Boolean);
  return (
    <CardShell kind="tutor">
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <PersonAvatar name={tutor.name} photoUrl={tutor.photoUrl} size={56} />
          <Box sx={{ minWidth: 0 }}>
            {overline ? (
              <Typography variant="caption" color="text.secondary" component="p">
                {overline}
              </Typography>
            ) : null}
            <CardTitleLink to={paths.tutorProfile(tutor.id)} component={headingLevel} lines={1}>
              {tutor.name}
            </CardTitleLink>
            {tutor.rating ? <Rating value={tutor.rating.average} count={tutor.rating.count} /> : null}
          </Box>
        </Box>
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {tutor.headline}
        </Typography>
        {tutor.city ? <CardFact icon={mdiMapMarkerOutline}>{tutor.city}</CardFact> : null}
        {typeof tutor.hourlyRate === 'number' ? (
          <CardFact icon={mdiCashClock}>
            <span data-tutor-rate="">
              {t('catalogue.tutor.hourlyRate', { price: formatRupiah(tutor.hourlyRate) })}
            </span>
          </CardFact>
        ) : null}
        {expertise.length > 0 ? (
          <Box
            component="ul"
            aria-label={t('catalogue.tutor.expertise')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
          >
            {expertise.slice(0, maxExpertise).map((item) => (
              <li key={item.id}>
                <Chip label={item.name} size="small" variant="outlined" />
              </li>
            ))}
          </Box>
        ) : null}
        {counts.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto' }}>
            {counts.join(' · ')}
          </Typography>
        ) : null}
        {trial ? (
          <Button
            component={RouterLink}
            to={paths.freeTrialSignUp()}
            variant="outlined"
            size="small"
            startIcon={<MdiIcon path={mdiGift} />}
            aria-label={t('catalogue.tutor.trialLabel', { name: tutor.name })}
            data-tutor-trial=""
            // Above the title's link, which is stretched over the whole card.
            sx={{
              position: 'relative',
              zIndex: 2,
              alignSelf: 'flex-start',
              mt: counts.length > 0 ? 0 : 'auto',
            }}
          >
            {t('catalogue.tutor.trial')}
          </Button>
        ) : null}
      </Box>
    </CardShell>
  );
}
