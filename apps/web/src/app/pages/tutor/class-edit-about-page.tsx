import { useTranslation } from 'react-i18next';
import { AboutForm } from '../../../features/tutor-classes/components/about-form';
import { useEditorTab } from './class-edit-parts';

/** `/tutor/kelas/:id/tentang`: description, what students learn, requirements. */
export default function ClassEditAboutPage() {
  const { t } = useTranslation();
  const tab = useEditorTab();
  if (!tab.item) return null;
  return (
    <>
      {tab.notice}
      <AboutForm
        initial={tab.item}
        busy={tab.change.isPending}
        error={tab.change.error}
        submitLabel={t('tutorClasses.form.save')}
        onSubmit={(body) => tab.save(body)}
      />
    </>
  );
}
