import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTutorClassChange } from '../../../features/tutor-classes/api/tutor-classes';
import { PriceForm } from '../../../features/tutor-classes/components/price-form';
import { BackButton, WizardStep } from './class-create-parts';

/**
 * `/tutor/kelas/tambah/harga?kelas=<id>`: the price of the draft; then the class editor, where the tutor schedules
 * sessions and publishes.
 */
export default function ClassCreatePricePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useTutorClassChange();
  return (
    <WizardStep>
      {(draft) => (
        <PriceForm
          initial={draft}
          busy={change.isPending}
          error={change.error}
          submitLabel={t('tutorClasses.wizard.finish')}
          extra={<BackButton to={paths.tutorClassCreateAbout({ kelas: draft.id })} />}
          onSubmit={(body) =>
            change.mutate(
              { action: 'update', id: draft.id, body },
              { onSuccess: () => void navigate(paths.tutorClassEditInfo(draft.id)) },
            )
          }
        />
      )}
    </WizardStep>
  );
}
