import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import {
  useAdminMaterials,
  useMaterialChange,
  useTutorOptions,
} from '../../../features/admin-materials/api/admin-materials';
import { MaterialForm } from '../../../features/admin-materials/components/material-form';
import { MaterialTable } from '../../../features/admin-materials/components/material-table';
import type { AdminMaterialFilter } from '../../../features/admin-materials/query-keys';
import { useSubjects } from '../../../features/catalogue-reference/api/reference';
import { PageHeading } from '../../../components/page-heading';

const PAGE_SIZE = 20;

/** `/admin/materi`: every material (drafts too), search and status filter; a new one is uploaded here. */
export default function AdminMaterialsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<AdminMaterialFilter>({ page: 1, pageSize: PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const list = useAdminMaterials(filter);
  const subjects = useSubjects();
  const tutors = useTutorOptions();
  const change = useMaterialChange();

  return (
    <>
      <PageHeading
        title={t('adminMaterials.title')}
        intro={t('adminMaterials.intro')}
        action={
          <Button variant="contained" onClick={() => setCreating((open) => !open)} aria-expanded={creating}>
            {t('adminMaterials.add')}
          </Button>
        }
      />
      {creating ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {t('adminMaterials.createTitle')}
          </Typography>
          <MaterialForm
            subjects={subjects.data ?? []}
            tutors={tutors.data ?? []}
            withFile
            busy={change.isPending}
            error={change.error}
            submitLabel={t('adminMaterials.form.create')}
            onSubmit={(body, file) => {
              if (!file) return;
              change.mutate(
                { action: 'create', body, file },
                { onSuccess: (material) => void navigate(paths.adminMaterialDetail(material.id)) },
              );
            }}
          />
        </Paper>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          label={t('adminMaterials.search')}
          type="search"
          value={filter.q ?? ''}
          onChange={(event) =>
            setFilter((current) => ({ ...current, page: 1, q: event.target.value || undefined }))
          }
        />
        <TextField
          size="small"
          select
          label={t('adminMaterials.statusLabel')}
          value={filter.status ?? ''}
          sx={{ minWidth: 160 }}
          onChange={(event) =>
            setFilter((current) => ({
              ...current,
              page: 1,
              status: (event.target.value || undefined) as AdminMaterialFilter['status'],
            }))
          }
        >
          <MenuItem value="">{t('adminMaterials.status.all')}</MenuItem>
          <MenuItem value="draft">{t('adminMaterials.status.draft')}</MenuItem>
          <MenuItem value="published">{t('adminMaterials.status.published')}</MenuItem>
        </TextField>
      </Box>
      {list.isPending ? (
        <Skeleton variant="rounded" height={200} aria-label={t('adminMaterials.loading')} />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={t('adminMaterials.loadError')}
        />
      ) : list.data.data.length === 0 ? (
        <Typography color="text.secondary">{t('adminMaterials.empty')}</Typography>
      ) : (
        <>
          <MaterialTable rows={list.data.data} hrefOf={(row) => paths.adminMaterialDetail(row.id)} />
          {list.data.meta.total > PAGE_SIZE ? (
            <Pagination
              sx={{ mt: 2 }}
              page={filter.page}
              count={Math.ceil(list.data.meta.total / PAGE_SIZE)}
              onChange={(_event, page) => setFilter((current) => ({ ...current, page }))}
            />
          ) : null}
        </>
      )}
    </>
  );
}
