import { useTranslation } from 'react-i18next';
import { ReferenceManager } from '../../../features/admin-reference/components/reference-manager';
import { PageHeading } from '../../../components/page-heading';

/** `/admin/pelajaran`: school subjects per level. */
export default function AdminSubjectsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('admin.subjects.title')} intro={t('admin.subjects.intro')} />
      <ReferenceManager
        resource="pelajaran"
        texts="subjects"
        parent="level"
        columns={[{ label: t('admin.common.level'), render: (row) => t(`catalogue.level.${row.level}`) }]}
      />
    </>
  );
}
