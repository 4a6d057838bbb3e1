import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ClassCardCompact } from '../../../components/class-card-compact';
import { DetailSection } from '../../../components/detail-layout';
import { useClassList } from '../api/classes';

export interface TutorClassesProps {
  tutorId: string;
  /** The class shown on the page, left out of the list. */
  exceptId: string;
}

/** "More classes from this tutor" under a class (compact cards); nothing when there are none. */
export function TutorClasses({ tutorId, exceptId }: TutorClassesProps) {
  const { t } = useTranslation();
  const query = useClassList(`/kelas?tutor=${tutorId}&sort=newest&pageSize=5`);
  const others = (query.data?.data ?? []).filter((item) => item.id !== exceptId).slice(0, 4);
  if (others.length === 0) return null;
  return (
    <DetailSection title={t('catalogue.class.moreFromTutor')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
        }}
      >
        {others.map((item) => (
          <li key={item.id}>
            <ClassCardCompact liveClass={item} />
          </li>
        ))}
      </Box>
    </DetailSection>
  );
}
