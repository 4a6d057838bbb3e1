import { mdiAccountGroupOutline, mdiFolderOpenOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { useMyStudyRooms } from '../../../features/study-rooms/api/study-rooms';
import { EnterRoomButton } from '../../../features/study-rooms/components/enter-room-button';
import { StudyRoomCard } from '../../../features/study-rooms/components/study-room-card';
import { useRoomClock } from '../../../features/study-rooms/hooks/use-room-clock';
import { RoomListBody } from '../../../features/study-rooms/components/room-list-body';
import { PageHeading } from '../../../components/page-heading';
import { useCollectionPage } from './collection-page-parts';

/** The tab in the URL (`?tab=selesai`), so the back button and a shared link keep it. */
const PAST_TAB = 'selesai';

/**
 * `/beranda/ruang-belajar`: the rooms the student joined or bought. "Akan datang" with "Gabung" in the join window;
 * "Selesai" with the way to each room's page, where its materials stay.
 */
export default function MyStudyRoomsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const when = params.get('tab') === PAST_TAB ? 'past' : 'upcoming';
  const [page, setPage] = useCollectionPage();
  const query = useMyStudyRooms(when, page);
  const now = useRoomClock();
  const label = t(when === 'past' ? 'studyRooms.mine.past' : 'studyRooms.mine.upcoming');
  return (
    <>
      <PageHeading
        title={t('pages.studySpace')}
        intro={t(when === 'past' ? 'studyRooms.mine.pastIntro' : 'studyRooms.mine.upcomingIntro')}
      />
      <Tabs
        value={when}
        onChange={(_event, next: 'upcoming' | 'past') => setParams(next === 'past' ? { tab: PAST_TAB } : {})}
        aria-label={t('studyRooms.mine.tabsLabel')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="upcoming" label={t('studyRooms.mine.upcoming')} data-tab="upcoming" />
        <Tab value="past" label={t('studyRooms.mine.past')} data-tab="past" />
      </Tabs>
      <RoomListBody
        query={query}
        label={label}
        renderRoom={(room) => (
          <StudyRoomCard
            room={room}
            now={now}
            action={
              when === 'upcoming' ? (
                <EnterRoomButton room={room} now={now} />
              ) : (
                <Button
                  component={RouterLink}
                  to={paths.studyRoom(room.id)}
                  variant="outlined"
                  fullWidth
                  startIcon={<MdiIcon path={mdiFolderOpenOutline} />}
                  aria-label={t('studyRooms.mine.materialsOf', { title: room.title })}
                >
                  {t('studyRooms.mine.materials')}
                </Button>
              )
            }
          />
        )}
        empty={{
          icon: mdiAccountGroupOutline,
          title: t(when === 'past' ? 'studyRooms.mine.emptyPast' : 'studyRooms.mine.emptyUpcoming'),
          text: t('studyRooms.mine.emptyText'),
          action: { to: paths.studyRooms(), label: t('studyRooms.mine.browse') },
        }}
        page={page}
        onPage={setPage}
      />
    </>
  );
}
