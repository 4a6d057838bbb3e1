import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTutorClassChange } from '../../../features/tutor-classes/api/tutor-classes';
import { AboutForm } from '../../../features/tutor-classes/components/about-form';
import { BackButton, WizardStep } from './class-create-parts';

/** `/tutor/kelas/tambah/tentang?kelas=<id>`: the description of the draft, then `harga`. */
export default function ClassCreateAboutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useTutorClassChange();
  return (
    <WizardStep>
      {(draft) => (
        <AboutForm
          initial={draft}
          busy={change.isPending}
          error={change.error}
          submitLabel={t('tutorClasses.wizard.next')}
          extra={<BackButton to={paths.tutorClassCreateInfo({ kelas: draft.id })} />}
          onSubmit={(body) =>
            change.mutate(
              { action: 'update', id: draft.id, body },
              { onSuccess: () => void navigate(paths.tutorClassCreatePrice({ kelas: draft.id })) },
            )
          }
        />
      )}
    </WizardStep>
  );
}
