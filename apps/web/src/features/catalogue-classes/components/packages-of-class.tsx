import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/detail-layout';
import { PackageCard } from '../../../components/package-card';
import { usePackageSearch } from '../api/classes';

/** "Also in a package" under a class: the public packages that hold it, cheaper together; nothing when none. */
export function PackagesOfClass({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const query = usePackageSearch(`/kelas-paket?kelas=${classId}&sort=price_asc&pageSize=4`);
  const packages = query.data?.data ?? [];
  if (packages.length === 0) return null;
  return (
    <DetailSection title={t('catalogue.package.ofClass', { count: packages.length })}>
      <Box
        component="ul"
        data-packages-of-class=""
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {packages.map((item) => (
          <li key={item.id}>
            <PackageCard classPackage={item} />
          </li>
        ))}
      </Box>
    </DetailSection>
  );
}
