import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminTutorApplication } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useExpertise, useSubjects } from '../../catalogue-reference';
import { formatRupiah, formatShortDate } from '../../../lib/format';
import { ApplicationStatusChip } from './status-chips';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}
      >
        {children}
      </Typography>
    </>
  );
}

/** A titled group of label–value pairs (each label above its value on phones). */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 11rem) minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
          '& dd': { mb: { xs: 1, sm: 0 } },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The names of the chosen ids, from the reference lists (the id itself while they load). */
function namesOf(ids: readonly string[], list: readonly { id: string; name: string }[] | undefined) {
  if (ids.length === 0) return '—';
  return ids.map((id) => list?.find((item) => item.id === id)?.name ?? '…').join(', ');
}

/** Everything the applicant entered: the review state, biodata and teaching data (education included). */
export function ApplicationFields({ application }: { application: AdminTutorApplication }) {
  const { t, i18n } = useTranslation();
  const subjects = useSubjects();
  const expertise = useExpertise();
  const date = (iso: string | null) => (iso ? formatShortDate(iso, i18n.language) : '—');
  const { biodata, teaching } = application;
  return (
    <>
      <FieldGroup title={t('adminTutors.detail.review')}>
        <Field label={t('adminTutors.detail.status')}>
          <ApplicationStatusChip status={application.status} />
        </Field>
        <Field label={t('adminTutors.detail.email')}>{application.applicant.email}</Field>
        <Field label={t('adminTutors.detail.submittedAt')}>{date(application.submittedAt)}</Field>
        <Field label={t('adminTutors.detail.decidedAt')}>{date(application.decidedAt)}</Field>
        {application.reviewNote ? (
          <Field label={t('adminTutors.detail.reviewNote')}>{application.reviewNote}</Field>
        ) : null}
      </FieldGroup>
      <FieldGroup title={t('adminTutors.detail.biodata')}>
        <Field label={t('adminTutors.detail.fullName')}>{biodata?.fullName ?? '—'}</Field>
        <Field label={t('adminTutors.detail.phone')}>{biodata?.phone ?? '—'}</Field>
        <Field label={t('adminTutors.detail.city')}>{biodata?.city ?? '—'}</Field>
        <Field label={t('adminTutors.detail.province')}>{biodata?.province ?? '—'}</Field>
        <Field label={t('adminTutors.detail.location')}>
          {biodata?.latitude != null && biodata.longitude != null
            ? `${biodata.latitude.toFixed(4)}, ${biodata.longitude.toFixed(4)}`
            : '—'}
        </Field>
      </FieldGroup>
      <FieldGroup title={t('adminTutors.detail.teaching')}>
        <Field label={t('adminTutors.detail.levels')}>
          {teaching ? teaching.levels.map((level) => t(`catalogue.level.${level}`)).join(', ') : '—'}
        </Field>
        <Field label={t('adminTutors.detail.subjects')}>
          {teaching ? namesOf(teaching.subjectIds, subjects.data) : '—'}
        </Field>
        <Field label={t('adminTutors.detail.expertise')}>
          {teaching ? namesOf(teaching.expertiseIds, expertise.data) : '—'}
        </Field>
        <Field label={t('adminTutors.detail.hourlyRate')}>
          {teaching ? formatRupiah(teaching.hourlyRate) : '—'}
        </Field>
        <Field label={t('adminTutors.detail.education')}>{teaching?.education ?? '—'}</Field>
        <Field label={t('adminTutors.detail.experience')}>{teaching?.experience || '—'}</Field>
      </FieldGroup>
    </>
  );
}
