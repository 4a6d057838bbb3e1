import { useTranslation } from 'react-i18next';
import { ReferenceManager } from '../../../features/admin-reference/components/reference-manager';
import { paths } from '../../../config/paths';
import { PageHeading } from '../../../components/page-heading';

/** `/admin/keahlian-kategori`: the categories expertise is grouped in. */
export default function AdminExpertiseCategoriesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('admin.categories.title')} intro={t('admin.categories.intro')} />
      <ReferenceManager
        resource="keahlian-kategori"
        texts="categories"
        parent="none"
        hrefOf={(row) => paths.adminExpertise({ kategori: row.id })}
      />
    </>
  );
}
