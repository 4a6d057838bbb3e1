import type { LiveClassKind, PublicationStatus } from '@scola/contracts';
import { mdiGoogleClassroom, mdiPlus } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useTutorClasses } from '../../../features/tutor-classes/api/tutor-classes';
import { ClassList } from '../../../features/tutor-classes/components/class-list';
import { PackageSection } from '../../../features/tutor-classes/components/package-section';
import { useClassCommands } from '../../../features/tutor-classes/hooks/use-class-commands';

const PAGE_SIZE = 20;
const statuses: readonly PublicationStatus[] = ['draft', 'published', 'archived'];

/** `/tutor/kelas` and `/tutor/kelas/bimble`: the tutor's classes of one kind, filter by status, commands per row. */
export function TutorClassListPage({ kind }: { kind: LiveClassKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PublicationStatus | undefined>();
  const list = useTutorClasses({ page, pageSize: PAGE_SIZE, kind, status });
  const commands = useClassCommands();
  const createHref = paths.tutorClassCreateInfo({ jenis: kind });
  const create = (
    <Button variant="contained" component={RouterLink} to={createHref} startIcon={<MdiIcon path={mdiPlus} />}>
      {t(`tutorClasses.list.create.${kind}`)}
    </Button>
  );

  return (
    <>
      <PageHeading
        title={t(`tutorClasses.list.title.${kind}`)}
        intro={t(`tutorClasses.list.intro.${kind}`)}
        action={create}
      />
      {commands.element}
      <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
        <TextField
          size="small"
          select
          label={t('tutorClasses.list.statusFilter')}
          value={status ?? ''}
          sx={{ minWidth: 180 }}
          onChange={(event) => {
            setPage(1);
            setStatus((event.target.value || undefined) as PublicationStatus | undefined);
          }}
        >
          <MenuItem value="">{t('tutorClasses.status.all')}</MenuItem>
          {statuses.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`tutorClasses.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label={t('tutorClasses.list.loading')} />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={t('tutorClasses.list.loadError')}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon={mdiGoogleClassroom}
          title={t(status ? 'tutorClasses.list.emptyFiltered' : `tutorClasses.list.empty.${kind}`)}
          text={t('tutorClasses.list.emptyText')}
          actions={create}
        />
      ) : (
        <>
          <ClassList
            rows={list.data.data}
            editHrefOf={(row) => paths.tutorClassEditInfo(row.id)}
            onCommand={(row, command) => commands.run(row, command)}
          />
          <ListPagination page={page} total={list.data.meta.total} pageSize={PAGE_SIZE} onPage={setPage} />
        </>
      )}
      {kind === 'group' ? <PackageSection /> : null}
    </>
  );
}
