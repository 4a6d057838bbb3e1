import { mdiPlus } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useOwnTutorProfile } from '../../../features/tutor-profile';
import { RoomList } from '../../../features/tutor-study-rooms/components/room-list';

/** `/tutor/study-room`: the tutor's rooms (upcoming, live, past) with participants; times in the tutor's zone. */
export default function TutorStudyRoomsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const profile = useOwnTutorProfile();
  // The add page comes back here with how many rooms it made.
  const [created] = useState(() => (location.state as { created?: number } | null)?.created ?? 0);
  return (
    <>
      <PageHeading
        title={t('pages.tutorStudyRooms')}
        intro={t('tutorStudyRooms.rooms.intro')}
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to={paths.tutorStudyRoomTemplates()} variant="outlined">
              {t('pages.tutorStudyRoomTemplates')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.tutorAddStudyRoom()}
              variant="contained"
              startIcon={<MdiIcon path={mdiPlus} />}
            >
              {t('tutorStudyRooms.rooms.add')}
            </Button>
          </Box>
        }
      />
      {/* Until the profile answers, times are read in WIB (the default zone). */}
      <RoomList
        zone={profile.data?.timeZone ?? 'Asia/Jakarta'}
        notice={created > 0 ? t('tutorStudyRooms.rooms.notice.created', { count: created }) : null}
      />
    </>
  );
}
