import { mdiArrowLeft } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { TutorClass } from '@scola/contracts';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { useTutorClass } from '../../../features/tutor-classes/api/tutor-classes';

/** The draft the wizard edits after its first step (`?kelas=<id>`). */
export function useWizardDraft() {
  const [params] = useSearchParams();
  const id = params.get('kelas') ?? undefined;
  return { id, query: useTutorClass(id) };
}

/** A later step of the wizard: its draft, or why it cannot be shown (no draft yet, loading, failed). */
export function WizardStep({ children }: { children: (draft: TutorClass) => ReactNode }) {
  const { t } = useTranslation();
  const { id, query } = useWizardDraft();
  if (!id) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={RouterLink} to={paths.tutorClassCreateInfo()}>
            {t('tutorClasses.wizard.toFirstStep')}
          </Button>
        }
      >
        {t('tutorClasses.wizard.noDraft')}
      </Alert>
    );
  }
  if (query.isPending)
    return <Skeleton variant="rounded" height={240} aria-label={t('tutorClasses.edit.loading')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** "Back" to an earlier step of the wizard with the same draft. */
export function BackButton({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={to} startIcon={<MdiIcon path={mdiArrowLeft} />}>
      {t('tutorClasses.wizard.back')}
    </Button>
  );
}
