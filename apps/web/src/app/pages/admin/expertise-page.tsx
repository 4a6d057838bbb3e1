import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useReferenceList } from '../../../features/admin-reference/api/admin-reference';
import { ReferenceManager } from '../../../features/admin-reference/components/reference-manager';
import { paths } from '../../../config/paths';
import { isUuid } from '../../../lib/uuid';
import { PageHeading } from '../../../components/page-heading';

/** `/admin/keahlian[?kategori=<id>]`: tutor expertise per category. */
export default function AdminExpertisePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kategori = params.get('kategori');
  // Every category (archived too) for the filter and the form; an admin list holds at most 100 per page.
  const categories = useReferenceList('keahlian-kategori', { page: 1, pageSize: 100 });
  const options = (categories.data?.data ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <>
      <PageHeading title={t('admin.expertise.title')} intro={t('admin.expertise.intro')} />
      <ReferenceManager
        key={kategori ?? 'all'}
        resource="keahlian"
        texts="expertise"
        parent="category"
        categories={options}
        initialFilter={kategori && isUuid(kategori) ? { kategori } : {}}
        columns={[{ label: t('admin.common.category'), render: (row) => row.categoryName }]}
        hrefOf={(row) => paths.adminExpertiseDetail(row.id)}
      />
    </>
  );
}
