import { useTranslation } from 'react-i18next';
import { ReferenceManager } from '../../../features/admin-reference/components/reference-manager';
import { AdminPageHeading } from './admin-page-parts';

/** `/admin/pelajaran`: school subjects per level. */
export default function AdminSubjectsPage() {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeading title={t('admin.subjects.title')} intro={t('admin.subjects.intro')} />
      <ReferenceManager
        resource="pelajaran"
        texts="subjects"
        parent="level"
        columns={[{ label: t('admin.common.level'), render: (row) => t(`catalogue.level.${row.level}`) }]}
      />
    </>
  );
}
