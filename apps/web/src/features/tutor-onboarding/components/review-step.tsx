import type { TutorApplication } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format';
import type { WizardStep } from '../wizard-steps';

export interface ReviewNames {
  expertise: Map<string, string>;
  subjects: Map<string, string>;
}

function Section({
  title,
  step,
  missing,
  onEdit,
  children,
}: {
  title: string;
  step: WizardStep;
  missing: string[] | undefined;
  onEdit: (step: WizardStep) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }} data-review-section={step}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h4" component="h3" sx={{ flex: 1, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        <Button
          size="small"
          onClick={() => onEdit(step)}
          aria-label={t('tutorOnboarding.review.editStep', { step: title })}
        >
          {t('tutorOnboarding.review.edit')}
        </Button>
      </Box>
      {missing ? (
        <Alert severity="error" sx={{ mb: 1 }} data-missing-step={step}>
          {missing.map((item) => t(`tutorOnboarding.missing.${item}`, { defaultValue: item })).join(' ')}
        </Alert>
      ) : null}
      {children}
    </Paper>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { sm: 2 }, py: 0.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The review before sending: every step's saved values, a way back to each, and what the server found missing. */
export function ReviewStep({
  application,
  names,
  missing,
  onEdit,
}: {
  application: TutorApplication | null;
  names: ReviewNames;
  missing: Partial<Record<WizardStep, string[]>>;
  onEdit: (step: WizardStep) => void;
}) {
  const { t } = useTranslation();
  const biodata = application?.biodata;
  const teaching = application?.teaching;
  const none = t('tutorOnboarding.review.notFilled');
  const list = (ids: readonly string[], from: Map<string, string>) =>
    ids.length > 0 ? ids.map((id) => from.get(id) ?? '…').join(', ') : '–';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Section
        title={t('tutorOnboarding.steps.biodata')}
        step="biodata"
        missing={missing.biodata}
        onEdit={onEdit}
      >
        {biodata ? (
          <>
            <Row label={t('tutorOnboarding.biodata.fullName')} value={biodata.fullName} />
            <Row label={t('tutorOnboarding.biodata.phone')} value={biodata.phone} />
            <Row label={t('tutorOnboarding.review.place')} value={`${biodata.city}, ${biodata.province}`} />
            {biodata.latitude !== null && biodata.longitude !== null ? (
              <Row
                label={t('tutorOnboarding.review.coordinates')}
                value={`${biodata.latitude}, ${biodata.longitude}`}
              />
            ) : null}
          </>
        ) : (
          <Typography color="text.secondary">{none}</Typography>
        )}
      </Section>
      <Section
        title={t('tutorOnboarding.steps.teaching')}
        step="teaching"
        missing={missing.teaching}
        onEdit={onEdit}
      >
        {teaching ? (
          <>
            <Row
              label={t('tutorOnboarding.teaching.expertise')}
              value={list(teaching.expertiseIds, names.expertise)}
            />
            <Row
              label={t('tutorOnboarding.teaching.subjects')}
              value={list(teaching.subjectIds, names.subjects)}
            />
            <Row
              label={t('tutorOnboarding.teaching.levels')}
              value={teaching.levels.map((level) => t(`catalogue.level.${level}`)).join(', ')}
            />
            <Row label={t('tutorOnboarding.teaching.education')} value={teaching.education} />
            <Row label={t('tutorOnboarding.teaching.experience')} value={teaching.experience || '–'} />
            <Row label={t('tutorOnboarding.teaching.hourlyRate')} value={formatRupiah(teaching.hourlyRate)} />
          </>
        ) : (
          <Typography color="text.secondary">{none}</Typography>
        )}
      </Section>
      <Section
        title={t('tutorOnboarding.steps.documents')}
        step="documents"
        missing={missing.documents}
        onEdit={onEdit}
      >
        {application && application.documents.length > 0 ? (
          (['ktp', 'ijazah', 'sertifikat'] as const).map((kind) => {
            const files = application.documents.filter((document) => document.kind === kind);
            return (
              <Row
                key={kind}
                label={t(`tutorOnboarding.documents.kinds.${kind}`)}
                value={
                  files.length > 0
                    ? t('tutorOnboarding.review.files', { count: files.length })
                    : t('tutorOnboarding.documents.none')
                }
              />
            );
          })
        ) : (
          <Typography color="text.secondary">{none}</Typography>
        )}
      </Section>
    </Box>
  );
}
