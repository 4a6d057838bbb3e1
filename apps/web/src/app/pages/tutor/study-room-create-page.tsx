import { MAX_PAGE_SIZE } from '@scola/contracts';
import { mdiShapeOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useOwnTutorProfile } from '../../../features/tutor-profile';
import { useStudyRoomTemplates } from '../../../features/tutor-study-rooms/api/templates';
import { RoomCreateForm } from '../../../features/tutor-study-rooms/components/room-create-form';

/** `/tutor/add-study-room?master=<id>`: rooms from a master, one or a weekly series, in the tutor's zone. */
export default function TutorAddStudyRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const profile = useOwnTutorProfile();
  // Every active master fits one page: a tutor keeps a handful.
  const templates = useStudyRoomTemplates(false, 1, MAX_PAGE_SIZE);
  const master = params.get('master') ?? '';

  return (
    <>
      <PageHeading title={t('pages.tutorAddStudyRoom')} intro={t('tutorStudyRooms.create.intro')} />
      {templates.isPending || profile.isPending ? (
        <Skeleton variant="rounded" height={420} aria-label={t('tutorStudyRooms.loading')} />
      ) : templates.isError || profile.isError ? (
        <LoadError
          error={templates.error ?? profile.error}
          onRetry={() => void Promise.all([templates.refetch(), profile.refetch()])}
          title={t('tutorStudyRooms.templates.loadError')}
        />
      ) : templates.data.data.length === 0 ? (
        <EmptyState
          icon={mdiShapeOutline}
          title={t('tutorStudyRooms.create.noTemplates')}
          text={t('tutorStudyRooms.create.noTemplatesText')}
          actions={
            <Button component={RouterLink} to={paths.tutorAddStudyRoomTemplate()} variant="contained">
              {t('tutorStudyRooms.templates.add')}
            </Button>
          }
        />
      ) : (
        <Box sx={{ maxWidth: 860 }}>
          <RoomCreateForm
            templates={templates.data.data}
            initialTemplateId={templates.data.data.some((item) => item.id === master) ? master : ''}
            zone={profile.data.timeZone}
            onCreated={(count) => void navigate(paths.tutorStudyRooms(), { state: { created: count } })}
          />
        </Box>
      )}
    </>
  );
}
