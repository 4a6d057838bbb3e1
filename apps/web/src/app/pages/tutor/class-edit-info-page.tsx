import { useTranslation } from 'react-i18next';
import { useSubjects } from '../../../features/catalogue-reference/api/reference';
import { InfoForm } from '../../../features/tutor-classes/components/info-form';
import { useEditorTab } from './class-edit-parts';

/** `/tutor/kelas/:id/informasi`: title, summary, subject, kind, capacity, cover. */
export default function ClassEditInfoPage() {
  const { t } = useTranslation();
  const subjects = useSubjects();
  const tab = useEditorTab();
  if (!tab.item) return null;
  return (
    <>
      {tab.notice}
      <InfoForm
        key={tab.item.updatedAt}
        initial={tab.item}
        kind={tab.item.kind}
        subjects={subjects.data ?? []}
        busy={tab.change.isPending}
        error={tab.change.error}
        submitLabel={t('tutorClasses.form.save')}
        onSubmit={(body, cover) => tab.save(body, cover)}
      />
    </>
  );
}
