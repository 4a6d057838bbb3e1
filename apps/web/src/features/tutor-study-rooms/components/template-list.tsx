import type { StudyRoomTemplate } from '@scola/contracts';
import { mdiArchiveOutline, mdiShapeOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FormFailure } from '../../../components/form-failure';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { TEMPLATES_PAGE_SIZE, useDeleteStudyRoomTemplate, useStudyRoomTemplates } from '../api/templates';
import { TemplateCard } from './template-card';

/** The tutor's masters (active or archived), a page at a time, with delete (or archive) behind a confirmation. */
export function TemplateList() {
  const { t } = useTranslation();
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<StudyRoomTemplate | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useStudyRoomTemplates(archived, page);
  const remove = useDeleteStudyRoomTemplate();

  const confirmDelete = () => {
    if (!deleting) return;
    const title = deleting.title;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        setDeleting(null);
        setNotice(
          t(
            answer.outcome === 'archived'
              ? 'tutorStudyRooms.templates.archivedNotice'
              : 'tutorStudyRooms.templates.deletedNotice',
            {
              title,
            },
          ),
        );
      },
    });
  };

  return (
    <Box>
      <Tabs
        value={archived ? 'archived' : 'active'}
        onChange={(_, value: string) => {
          setArchived(value === 'archived');
          setPage(1);
          setNotice(null);
        }}
        aria-label={t('tutorStudyRooms.templates.tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="active" label={t('tutorStudyRooms.templates.active')} />
        <Tab value="archived" label={t('tutorStudyRooms.templates.archived')} />
      </Tabs>
      {notice ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {query.isPending ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={220} aria-label={t('tutorStudyRooms.loading')} />
          ))}
        </Box>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('tutorStudyRooms.templates.loadError')}
        />
      ) : query.data.data.length === 0 ? (
        archived ? (
          <EmptyState
            icon={mdiArchiveOutline}
            title={t('tutorStudyRooms.templates.noArchived')}
            text={t('tutorStudyRooms.templates.noArchivedText')}
          />
        ) : (
          <EmptyState
            icon={mdiShapeOutline}
            title={t('tutorStudyRooms.templates.empty')}
            text={t('tutorStudyRooms.templates.emptyText')}
            actions={
              <Button component={RouterLink} to={paths.tutorAddStudyRoomTemplate()} variant="contained">
                {t('tutorStudyRooms.templates.add')}
              </Button>
            }
          />
        )
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t('tutorStudyRooms.templates.listLabel')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                md: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {query.data.data.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} onDelete={setDeleting} />
              </li>
            ))}
          </Box>
          <ListPagination
            page={page}
            total={query.data.meta.total}
            pageSize={TEMPLATES_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('tutorStudyRooms.templates.deleteTitle')}
        text={t(
          (deleting?.upcomingRoomCount ?? 0) > 0
            ? 'tutorStudyRooms.templates.archiveText'
            : 'tutorStudyRooms.templates.deleteText',
          { title: deleting?.title ?? '', count: deleting?.upcomingRoomCount ?? 0 },
        )}
        confirmLabel={t(
          (deleting?.upcomingRoomCount ?? 0) > 0
            ? 'tutorStudyRooms.templates.archiveConfirm'
            : 'tutorStudyRooms.templates.deleteConfirm',
        )}
        cancelLabel={t('tutorStudyRooms.cancelAction')}
        destructive
        busy={remove.isPending}
        failure={<FormFailure error={remove.error} sx={{ mt: 2 }} />}
        onConfirm={confirmDelete}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Box>
  );
}
