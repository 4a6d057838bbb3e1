import { mdiDownload, mdiGoogleClassroom } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FormFailure } from '../../../components/form-failure';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { SelectInput } from '../../../components/select-input';
import { useStudentsCsvDownload, useTutorClassOptions } from '../api/tutor-class-records';
import { StudentsTable } from './students-table';

/**
 * `/tutor/kelas/siswa`: pick one of the tutor's classes (`?kelas=<id>`, the newest by default), see its students a
 * page at a time (`&halaman=2`) and download them all as CSV.
 */
export function ClassStudents() {
  const { t } = useTranslation();
  const pickerId = useId();
  const [params, setParams] = useSearchParams();
  const classes = useTutorClassOptions();
  const download = useStudentsCsvDownload();
  const page = Math.max(1, Number(params.get('halaman') ?? '1') || 1);

  if (classes.isPending) return <Skeleton variant="rounded" height={56} aria-label={t('app.loading')} />;
  if (classes.isError) {
    return (
      <LoadError
        error={classes.error}
        onRetry={() => void classes.refetch()}
        title={t('tutorRecords.classesError')}
      />
    );
  }
  const options = classes.data.data;
  if (options.length === 0) {
    return (
      <EmptyState
        icon={mdiGoogleClassroom}
        title={t('tutorRecords.noClassesTitle')}
        text={t('tutorRecords.noClassesText')}
        headingLevel="h2"
      />
    );
  }
  const wanted = params.get('kelas');
  const chosen = options.find((option) => option.id === wanted) ?? options[0];
  if (!chosen) return null;

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <SelectInput
          id={pickerId}
          label={t('tutorRecords.pickClass')}
          value={chosen.id}
          options={options.map((option) => ({
            value: option.id,
            label: t('tutorRecords.classOption', { title: option.title, count: option.enrolled }),
          }))}
          onChange={(value) => {
            download.reset();
            setParams(new URLSearchParams({ kelas: value }), { replace: true });
          }}
          size="medium"
          sx={{ flex: '1 1 280px', maxWidth: 560 }}
        />
        <Button
          variant="outlined"
          startIcon={<MdiIcon path={mdiDownload} />}
          loading={download.isPending}
          onClick={() => download.mutate(chosen.id)}
          disabled={chosen.enrolled === 0}
          data-students-csv=""
        >
          {t('tutorRecords.downloadCsv')}
        </Button>
      </Box>
      <FormFailure error={download.error} />
      {download.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('tutorRecords.downloaded', { file: download.data })}
        </Alert>
      ) : null}
      <StudentsTable
        classId={chosen.id}
        page={page}
        onPage={(next) => setParams(new URLSearchParams({ kelas: chosen.id, halaman: String(next) }))}
      />
    </>
  );
}
