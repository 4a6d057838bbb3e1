import type { TutorApplication, TutorDocument, TutorDocumentKind } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-errors';
import { useDeleteDocument } from '../api/tutor-application';
import { isStepComplete } from '../wizard-steps';
import { DocumentSection } from './document-section';
import { StepActions } from './step-actions';

const kinds: readonly TutorDocumentKind[] = ['ktp', 'ijazah', 'sertifikat'];

/** Step 3: the identity card, the latest diploma and any certificates, each uploaded (and kept) as it is chosen. */
export function DocumentsStep({
  application,
  onDone,
  onBack,
}: {
  application: TutorApplication | null;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteDocument();
  const [removing, setRemoving] = useState<{ document: TutorDocument; title: string }>();
  const [tried, setTried] = useState(false);
  const documents = application?.documents ?? [];
  const complete = isStepComplete(application, 'documents');

  return (
    <Box
      component="form"
      noValidate
      data-step-form="documents"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (complete) onDone();
      }}
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('tutorOnboarding.documents.privacy')}
      </Alert>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {kinds.map((kind) => (
          <DocumentSection
            key={kind}
            kind={kind}
            documents={documents.filter((document) => document.kind === kind)}
            missing={tried && kind !== 'sertifikat' && !documents.some((item) => item.kind === kind)}
            onRemove={(document, title) => setRemoving({ document, title })}
          />
        ))}
      </Box>
      {tried && !complete ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('tutorOnboarding.documents.requiredMissing')}
        </Alert>
      ) : null}
      <StepActions onBack={onBack} busy={false} />
      <ConfirmDialog
        open={removing !== undefined}
        title={t('tutorOnboarding.documents.removeTitle')}
        text={t('tutorOnboarding.documents.removeText', { name: removing?.title ?? '' })}
        confirmLabel={t('tutorOnboarding.documents.removeConfirm')}
        cancelLabel={t('tutorOnboarding.cancel')}
        destructive
        busy={remove.isPending}
        failure={remove.isError ? <Alert severity="error">{errorText(t, remove.error)}</Alert> : undefined}
        onConfirm={() => {
          if (removing)
            remove.mutate(removing.document.id, {
              onSuccess: () => setRemoving(undefined),
            });
        }}
        onClose={() => {
          remove.reset();
          setRemoving(undefined);
        }}
      />
    </Box>
  );
}
