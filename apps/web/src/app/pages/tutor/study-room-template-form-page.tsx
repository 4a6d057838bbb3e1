import { mdiShapeOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { errorCode } from '../../../lib/api-errors';
import { useSubjects } from '../../../features/catalogue-reference';
import { useStudyRoomTemplate } from '../../../features/tutor-study-rooms/api/templates';
import { TemplateFiles } from '../../../features/tutor-study-rooms/components/template-files';
import { TemplateForm } from '../../../features/tutor-study-rooms/components/template-form';

/**
 * `/tutor/add-master-study-room` creates a master; `?id=` edits one. Files are uploaded to a saved master, so a new
 * one is saved first and the page comes back on its `?id=` with the upload part.
 */
export default function TutorStudyRoomTemplateFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = params.get('id');
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  const [saved, setSaved] = useState(false);
  const subjects = useSubjects();
  const template = useStudyRoomTemplate(id);
  const loading = subjects.isPending || (id !== null && template.isPending);
  const failed = subjects.error ?? template.error;

  return (
    <>
      <PageHeading
        title={t(id ? 'tutorStudyRooms.form.editTitle' : 'pages.tutorAddStudyRoomTemplate')}
        intro={t('tutorStudyRooms.form.intro')}
      />
      {loading ? (
        <Skeleton variant="rounded" height={480} aria-label={t('tutorStudyRooms.loading')} />
      ) : failed ? (
        errorCode(failed) === 'STUDY_ROOM_TEMPLATE_NOT_FOUND' || errorCode(failed) === 'NOT_FOUND' ? (
          <EmptyState
            icon={mdiShapeOutline}
            title={t('tutorStudyRooms.templates.notFound')}
            actions={
              <Button component={RouterLink} to={paths.tutorStudyRoomTemplates()} variant="outlined">
                {t('tutorStudyRooms.templates.backToList')}
              </Button>
            }
          />
        ) : (
          <LoadError
            error={failed}
            onRetry={() => void Promise.all([subjects.refetch(), id ? template.refetch() : null])}
            title={t('tutorStudyRooms.templates.loadError')}
          />
        )
      ) : (
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 860 }}>
          {justCreated || saved ? (
            <Alert severity="success" role="status">
              {t(saved ? 'tutorStudyRooms.form.saved' : 'tutorStudyRooms.form.created')}
            </Alert>
          ) : null}
          <TemplateForm
            key={template.data?.id ?? 'new'}
            template={template.data}
            subjects={subjects.data ?? []}
            onSaved={(next) => {
              if (id) setSaved(true);
              else
                void navigate(paths.tutorAddStudyRoomTemplate({ id: next.id }), {
                  replace: true,
                  state: { created: true },
                });
            }}
            extra={
              <Button component={RouterLink} to={paths.tutorStudyRoomTemplates()}>
                {t('tutorStudyRooms.templates.backToList')}
              </Button>
            }
          />
          {template.data ? (
            <>
              <TemplateFiles template={template.data} />
              <Box>
                <Button
                  component={RouterLink}
                  to={paths.tutorAddStudyRoom({ master: template.data.id })}
                  variant="contained"
                  color="secondary"
                >
                  {t('tutorStudyRooms.templates.makeRoom')}
                </Button>
              </Box>
            </>
          ) : null}
        </Box>
      )}
    </>
  );
}
