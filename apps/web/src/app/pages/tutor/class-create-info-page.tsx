import type { TutorClassCreate } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSubjects } from '../../../features/catalogue-reference/api/reference';
import { useTutorClass, useTutorClassChange } from '../../../features/tutor-classes/api/tutor-classes';
import { InfoForm } from '../../../features/tutor-classes/components/info-form';

/**
 * `/tutor/kelas/tambah/informasi`: the first step saves a draft on the server (coming back to it edits that draft),
 * then the wizard goes on with `tentang`.
 */
export default function ClassCreateInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draftId = params.get('kelas') ?? undefined;
  const kind = params.get('jenis') === 'bimble' ? 'bimble' : 'group';
  const draft = useTutorClass(draftId);
  const subjects = useSubjects();
  const change = useTutorClassChange();

  const save = async (body: TutorClassCreate, cover: File | undefined) => {
    const saved = draftId
      ? await change.mutateAsync({ action: 'update', id: draftId, body })
      : await change.mutateAsync({ action: 'create', body });
    if (cover) await change.mutateAsync({ action: 'sampul', id: saved.id, file: cover });
    await navigate(paths.tutorClassCreateAbout({ kelas: saved.id }));
  };

  if (draftId && !draft.data) return null;
  return (
    <InfoForm
      initial={draft.data}
      kind={kind}
      subjects={subjects.data ?? []}
      busy={change.isPending}
      error={change.error}
      submitLabel={t('tutorClasses.wizard.saveDraft')}
      onSubmit={(body, cover) => void save(body, cover).catch(() => undefined)}
    />
  );
}
