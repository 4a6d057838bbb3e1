import { useTranslation } from 'react-i18next';
import { ReferenceManager } from '../../../features/admin-reference/components/reference-manager';
import { paths } from '../../../config/paths';
import { AdminPageHeading } from './admin-page-parts';

/** `/admin/keahlian-kategori`: the categories expertise is grouped in. */
export default function AdminExpertiseCategoriesPage() {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeading title={t('admin.categories.title')} intro={t('admin.categories.intro')} />
      <ReferenceManager
        resource="keahlian-kategori"
        texts="categories"
        parent="none"
        hrefOf={(row) => paths.adminExpertise({ kategori: row.id })}
      />
    </>
  );
}
