import { ClassCard } from '../../../components/class-card';
import { PackageCard } from '../../../components/package-card';
import { QueryCarousel } from '../../../components/query-carousel';
import { useClassList, usePackageList } from '../api/classes';

export interface FeaturedClassesProps {
  /** Accessible name of the carousel. */
  label: string;
  /** The API list to show, e.g. `/kelas?sort=rating&pageSize=8`. */
  path?: string;
}

/** A carousel of classes (best rated by default), for the landing page and the maths corner. */
export function FeaturedClasses({ label, path = '/kelas?sort=rating&pageSize=8' }: FeaturedClassesProps) {
  const query = useClassList(path);
  return (
    <QueryCarousel
      query={query}
      label={label}
      keyOf={(item) => item.id}
      renderItem={(item) => <ClassCard liveClass={item} />}
    />
  );
}

/** A carousel of class packages. */
export function FeaturedPackages({ label }: { label: string }) {
  const query = usePackageList(8);
  return (
    <QueryCarousel
      query={query}
      label={label}
      keyOf={(item) => item.id}
      renderItem={(item) => <PackageCard classPackage={item} />}
    />
  );
}
