import { MaterialCard } from '../../../components/material-card';
import { QueryCarousel } from '../../../components/query-carousel';
import { useMaterialList } from '../api/materials';

/** A carousel of materials (best rated by default). */
export function FeaturedMaterials({
  label,
  path = '/materi?sort=rating&pageSize=8',
}: {
  label: string;
  path?: string;
}) {
  const query = useMaterialList(path);
  return (
    <QueryCarousel
      query={query}
      label={label}
      keyOf={(item) => item.id}
      renderItem={(item) => <MaterialCard material={item} />}
    />
  );
}
