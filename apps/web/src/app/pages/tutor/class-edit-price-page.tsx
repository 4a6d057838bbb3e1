import { useTranslation } from 'react-i18next';
import { PriceForm } from '../../../features/tutor-classes/components/price-form';
import { useEditorTab } from './class-edit-parts';

/** `/tutor/kelas/:id/harga`: price, sale with its end, the platform fee and the tutor's net per seat. */
export default function ClassEditPricePage() {
  const { t } = useTranslation();
  const tab = useEditorTab();
  if (!tab.item) return null;
  return (
    <>
      {tab.notice}
      <PriceForm
        key={tab.item.updatedAt}
        initial={tab.item}
        busy={tab.change.isPending}
        error={tab.change.error}
        submitLabel={t('tutorClasses.form.save')}
        onSubmit={(body) => tab.save(body)}
      />
    </>
  );
}
