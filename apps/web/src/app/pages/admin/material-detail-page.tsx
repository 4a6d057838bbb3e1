import { mdiArrowLeft } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormFailure } from '../../../components/form-failure';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import {
  materialPreviewHref,
  useAdminMaterial,
  useMaterialChange,
  useTutorOptions,
} from '../../../features/admin-materials/api/admin-materials';
import { MaterialForm } from '../../../features/admin-materials/components/material-form';
import { MaterialStatus } from '../../../features/admin-materials/components/material-table';
import { AuditLog } from '../../../features/audit/components/audit-log';
import { useSubjects } from '../../../features/catalogue-reference/api/reference';
import { PageHeading } from '../../../components/page-heading';

/** `/admin/materi/:id`: publish or unpublish, the cover, the fields (a new preview page count makes a new preview). */
export default function AdminMaterialDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = useAdminMaterial(id);
  const subjects = useSubjects();
  const tutors = useTutorOptions();
  const change = useMaterialChange();
  const status = useMaterialChange();
  const [newFile, setNewFile] = useState<File | undefined>();
  const back = (
    <Button component={RouterLink} to={paths.adminMaterials()} startIcon={<MdiIcon path={mdiArrowLeft} />}>
      {t('adminMaterials.back')}
    </Button>
  );

  if (item.isPending)
    return <Skeleton variant="rounded" height={200} aria-label={t('adminMaterials.loading')} />;
  if (item.isError) {
    return (
      <>
        <PageHeading title={t('pages.adminMaterialDetail')} action={back} />
        <LoadError
          error={item.error}
          onRetry={() => void item.refetch()}
          title={t('adminMaterials.loadError')}
        />
      </>
    );
  }
  const material = item.data;
  const published = material.status === 'published';

  return (
    <>
      <PageHeading title={material.title} intro={t('adminMaterials.detailIntro')} action={back} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <MaterialStatus status={material.status} />
          <Typography color="text.secondary">
            {t('adminMaterials.pages', { count: material.pageCount })}
          </Typography>
          {published ? (
            <Link href={materialPreviewHref(material.id)} target="_blank" rel="noopener">
              {t('adminMaterials.openPreview')}
            </Link>
          ) : null}
        </Box>
        <FormFailure error={status.error ?? undefined} sx={{ mt: 2 }} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button
            variant={published ? 'outlined' : 'contained'}
            loading={status.isPending && !['sampul', 'berkas'].includes(status.variables.action)}
            onClick={() => status.mutate({ action: published ? 'tarik' : 'terbitkan', id })}
          >
            {published ? t('adminMaterials.unpublish') : t('adminMaterials.publish')}
          </Button>
          <Button
            variant="outlined"
            component="label"
            loading={status.isPending && status.variables.action === 'sampul'}
          >
            {t('adminMaterials.cover')}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-label={t('adminMaterials.cover')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) status.mutate({ action: 'sampul', id, file });
              }}
            />
          </Button>
          <Button
            variant="outlined"
            component="label"
            loading={status.isPending && status.variables.action === 'berkas'}
          >
            {t('adminMaterials.replaceFile')}
            <input
              hidden
              type="file"
              accept="application/pdf"
              aria-label={t('adminMaterials.replaceFile')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                setNewFile(file);
              }}
            />
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('adminMaterials.replaceFileHelp')}
        </Typography>
        {material.coverUrl ? (
          <Box
            component="img"
            src={material.coverUrl}
            alt={t('adminMaterials.coverAlt', { title: material.title })}
            sx={{ mt: 2, maxWidth: 160, borderRadius: 1, display: 'block' }}
          />
        ) : null}
      </Paper>
      <ConfirmDialog
        open={newFile !== undefined}
        title={t('adminMaterials.replaceFileConfirmTitle')}
        text={t('adminMaterials.replaceFileConfirm', { name: newFile?.name ?? '' })}
        confirmLabel={t('adminMaterials.replaceFile')}
        cancelLabel={t('adminMaterials.cancel')}
        onClose={() => setNewFile(undefined)}
        onConfirm={() => {
          if (newFile) status.mutate({ action: 'berkas', id, file: newFile });
          setNewFile(undefined);
        }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('adminMaterials.editTitle')}
        </Typography>
        <MaterialForm
          key={material.updatedAt}
          initial={{
            title: material.title,
            summary: material.summary,
            description: material.description,
            subjectId: material.subjectId,
            level: material.level,
            tutorId: material.tutorId,
            price: material.price,
            salePrice: material.salePrice,
            previewPages: material.previewPages,
          }}
          subjects={subjects.data ?? []}
          tutors={tutors.data ?? []}
          withFile={false}
          busy={change.isPending}
          error={change.error}
          submitLabel={t('adminMaterials.form.save')}
          onSubmit={(body) => change.mutate({ action: 'update', id, body })}
        />
      </Paper>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('adminMaterials.history')}
      </Typography>
      <AuditLog record={{ entityType: 'material', entityId: id }} pageSize={10} />
    </>
  );
}
