import { mdiArrowLeft } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormFailure } from '../../../components/form-failure';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import {
  useAdminExpertise,
  useReferenceChange,
  useReferenceList,
} from '../../../features/admin-reference/api/admin-reference';
import { ReferenceFormDialog } from '../../../features/admin-reference/components/reference-form-dialog';
import { AuditLog } from '../../../features/audit/components/audit-log';
import { paths } from '../../../config/paths';
import { PageHeading } from '../../../components/page-heading';

/** `/admin/keahlian/:id`: one expertise, its usage, its changes; edit, archive or restore, delete. */
export default function AdminExpertiseDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const item = useAdminExpertise(id);
  const categories = useReferenceList('keahlian-kategori', { page: 1, pageSize: 100 });
  const change = useReferenceChange('keahlian');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const back = (
    <Button component={RouterLink} to={paths.adminExpertise()} startIcon={<MdiIcon path={mdiArrowLeft} />}>
      {t('admin.expertise.back')}
    </Button>
  );

  if (item.isPending)
    return <Skeleton variant="rounded" height={200} aria-label={t('admin.common.loading')} />;
  if (item.isError) {
    return (
      <>
        <PageHeading title={t('pages.adminExpertiseDetail')} action={back} />
        <LoadError
          error={item.error}
          onRetry={() => void item.refetch()}
          title={t('admin.expertise.loadError')}
        />
      </>
    );
  }
  const expertise = item.data;
  const archived = expertise.archivedAt !== null;
  const remove = async () => {
    await change.mutateAsync({ action: 'delete', id });
    void navigate(paths.adminExpertise());
  };

  return (
    <>
      <PageHeading title={expertise.name} intro={t('admin.expertise.detailIntro')} action={back} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 1,
            m: 0,
            '& dd': { m: 0 },
          }}
        >
          <Typography component="dt" color="text.secondary">
            {t('admin.common.category')}
          </Typography>
          <dd>
            <RouterLink to={paths.adminExpertise({ kategori: expertise.categoryId })}>
              {expertise.categoryName}
            </RouterLink>
          </dd>
          <Typography component="dt" color="text.secondary">
            {t('admin.common.status')}
          </Typography>
          <dd>
            <Chip
              size="small"
              label={archived ? t('admin.common.archived') : t('admin.common.active')}
              color={archived ? 'default' : 'success'}
            />
          </dd>
          <Typography component="dt" color="text.secondary">
            {t('admin.common.usage')}
          </Typography>
          <dd>{t('admin.expertise.usage', { count: expertise.usageCount })}</dd>
          <Typography component="dt" color="text.secondary">
            {t('admin.common.slug')}
          </Typography>
          <dd>{expertise.slug}</dd>
        </Box>
        <FormFailure error={!editing && !deleting ? (change.error ?? undefined) : undefined} sx={{ mt: 2 }} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 3 }}>
          <Button
            variant="contained"
            onClick={() => {
              change.reset();
              setEditing(true);
            }}
          >
            {t('admin.common.edit')}
          </Button>
          <Button
            variant="outlined"
            loading={change.isPending && !editing && !deleting}
            onClick={() => change.mutate({ action: archived ? 'pulihkan' : 'arsipkan', id })}
          >
            {archived ? t('admin.common.restore') : t('admin.common.archive')}
          </Button>
          <Button
            color="error"
            onClick={() => {
              change.reset();
              setDeleting(true);
            }}
          >
            {t('admin.common.delete')}
          </Button>
        </Box>
      </Paper>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('admin.expertise.history')}
      </Typography>
      <AuditLog record={{ entityType: 'expertise', entityId: id }} pageSize={10} />
      <ReferenceFormDialog
        open={editing}
        title={t('admin.expertise.editTitle')}
        parent={{
          kind: 'category',
          options: (categories.data?.data ?? []).map(({ id: value, name }) => ({ id: value, name })),
        }}
        initial={{ name: expertise.name, level: '', categoryId: expertise.categoryId }}
        busy={change.isPending}
        error={editing ? change.error : null}
        onSubmit={async (values) => {
          await change.mutateAsync({
            action: 'update',
            id,
            body: { name: values.name, categoryId: values.categoryId },
          });
          setEditing(false);
        }}
        onClose={() => setEditing(false)}
      />
      <ConfirmDialog
        open={deleting}
        title={t('admin.common.deleteTitle', { name: expertise.name })}
        text={t('admin.common.deleteText', { count: expertise.usageCount })}
        confirmLabel={t('admin.common.delete')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        busy={change.isPending}
        failure={
          deleting && change.error ? <FormFailure error={change.error} sx={{ mt: 2, mb: 0 }} /> : undefined
        }
        onConfirm={() => void remove().catch(() => undefined)}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
