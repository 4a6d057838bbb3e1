import { mdiCashClock, mdiCheckDecagram, mdiMapMarkerOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TutorDetail } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardFact } from '../../../components/card-parts';
import { Carousel } from '../../../components/carousel';
import { ClassCard } from '../../../components/class-card';
import { CourseCard } from '../../../components/course-card';
import { DetailLayout, DetailSection } from '../../../components/detail-layout';
import { MaterialCard } from '../../../components/material-card';
import { MdiIcon } from '../../../components/mdi-icon';
import { PersonAvatar } from '../../../components/person-avatar';
import { Rating } from '../../../components/rating';
import { RichText } from '../../../components/rich-text';
import { formatDate, formatRupiah, subjectLabel } from '../../../lib/format';
import { TutorMap } from './tutor-map';
import { paths } from '../../../config/paths';

function ChipLinks({
  label,
  items,
}: {
  label: string;
  items: ReadonlyArray<{ id: string; name: string; to: string }>;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {items.map((item) => (
        <li key={item.id}>
          <Chip
            component={RouterLink}
            to={item.to}
            label={item.name}
            clickable
            variant="outlined"
            color="primary"
          />
        </li>
      ))}
    </Box>
  );
}

export interface TutorProfileViewProps {
  tutor: TutorDetail;
  /** Sections the page adds (reviews). */
  children?: ReactNode;
  /** Actions the page adds beside the name (follow). */
  actions?: ReactNode;
}

/**
 * `/tutor/detil/{id}`: the public profile: who the tutor is, their expertise and subjects, education and
 * experience, where they teach (map or address), their classes, courses and materials.
 */
export function TutorProfileView({ tutor, children, actions }: TutorProfileViewProps) {
  const { t, i18n } = useTranslation();
  const paragraphs = (text: string) =>
    text
      .split(/\n{2,}/)
      .filter((part) => part.trim() !== '')
      .map((part, index) => (
        <Typography key={index} sx={{ mb: 1, lineHeight: 1.7, whiteSpace: 'pre-line' }}>
          {part}
        </Typography>
      ));
  return (
    <DetailLayout
      back={{ to: paths.tutors(), label: t('catalogue.tutor.back') }}
      header={
        <Box
          component="header"
          sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <PersonAvatar name={tutor.name} photoUrl={tutor.photoUrl} size={96} />
          <Box sx={{ flex: '1 1 240px', display: 'grid', gap: 0.75 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }} data-detail-title="">
              {tutor.name}
            </Typography>
            <Typography sx={{ fontSize: '1.0625rem' }} color="text.secondary">
              {tutor.headline}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Rating
                value={tutor.rating.average}
                count={tutor.rating.count}
                size="medium"
                label={t('catalogue.rating.tutor')}
              />
              {tutor.city ? <CardFact icon={mdiMapMarkerOutline}>{tutor.city}</CardFact> : null}
              {tutor.hourlyRate !== null ? (
                <CardFact icon={mdiCashClock}>
                  <span data-tutor-rate="">
                    {t('catalogue.tutor.hourlyRate', { price: formatRupiah(tutor.hourlyRate) })}
                  </span>
                </CardFact>
              ) : null}
              <Typography
                variant="body2"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: 'success.dark',
                  fontWeight: 500,
                }}
              >
                <MdiIcon path={mdiCheckDecagram} aria-hidden="true" sx={{ fontSize: 18 }} />
                {t('catalogue.tutor.verifiedSince', { date: formatDate(tutor.verifiedAt, i18n.language) })}
              </Typography>
            </Box>
          </Box>
          {actions ? <Box sx={{ flexShrink: 0 }}>{actions}</Box> : null}
        </Box>
      }
      main={
        <>
          <DetailSection title={t('catalogue.tutor.about')}>
            <RichText html={tutor.bio} />
          </DetailSection>
          <DetailSection title={t('catalogue.tutor.skills')}>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <ChipLinks
                label={t('catalogue.tutor.expertise')}
                items={tutor.expertise.map((item) => ({
                  id: item.id,
                  name: item.name,
                  to: paths.tutors({ keahlian: item.slug }),
                }))}
              />
              <ChipLinks
                label={t('catalogue.tutor.subjects')}
                items={tutor.subjects.map((item) => ({
                  id: item.id,
                  name: subjectLabel(item.name, item.level),
                  to: paths.classes({ pelajaran: item.slug }),
                }))}
              />
            </Box>
          </DetailSection>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
              <DetailSection title={t('catalogue.tutor.education')}>
                {paragraphs(tutor.education)}
              </DetailSection>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
              <DetailSection title={t('catalogue.tutor.experience')}>
                {paragraphs(tutor.experience)}
              </DetailSection>
            </Paper>
          </Box>
          <DetailSection title={t('catalogue.tutor.location')}>
            <TutorMap name={tutor.name} city={tutor.city} location={tutor.location} />
          </DetailSection>
          {tutor.classes.length > 0 ? (
            <DetailSection title={t('catalogue.tutor.classes', { count: tutor.classCount })}>
              <Carousel
                label={t('catalogue.tutor.classes', { count: tutor.classCount })}
                slideWidth={{ sm: '48%', md: '48%', lg: '32%' }}
              >
                {tutor.classes.map((item) => (
                  <ClassCard key={item.id} liveClass={item} ratingLabel={t('catalogue.rating.class')} />
                ))}
              </Carousel>
            </DetailSection>
          ) : null}
          {tutor.courses.length > 0 ? (
            <DetailSection title={t('catalogue.tutor.courses', { count: tutor.courseCount })}>
              <Carousel
                label={t('catalogue.tutor.courses', { count: tutor.courseCount })}
                slideWidth={{ sm: '48%', md: '48%', lg: '32%' }}
              >
                {tutor.courses.map((item) => (
                  <CourseCard key={item.id} course={item} ratingLabel={t('catalogue.rating.course')} />
                ))}
              </Carousel>
            </DetailSection>
          ) : null}
          {tutor.materials.length > 0 ? (
            <DetailSection title={t('catalogue.tutor.materials', { count: tutor.materialCount })}>
              <Carousel
                label={t('catalogue.tutor.materials', { count: tutor.materialCount })}
                slideWidth={{ sm: '48%', md: '48%', lg: '32%' }}
              >
                {tutor.materials.map((item) => (
                  <MaterialCard key={item.id} material={item} ratingLabel={t('catalogue.rating.material')} />
                ))}
              </Carousel>
            </DetailSection>
          ) : null}
          {children}
        </>
      }
    />
  );
}
