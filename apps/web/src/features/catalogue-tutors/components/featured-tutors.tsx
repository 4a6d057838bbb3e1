import { QueryCarousel } from '../../../components/query-carousel';
import { TutorCard } from '../../../components/tutor-card';
import { useTutorList } from '../api/tutors';

/** A carousel of tutors (best rated by default). */
export function FeaturedTutors({
  label,
  path = '/tutor?sort=rating&pageSize=8',
}: {
  label: string;
  path?: string;
}) {
  const query = useTutorList(path);
  return (
    <QueryCarousel
      query={query}
      label={label}
      skeleton="person"
      keyOf={(item) => item.id}
      renderItem={(item) => <TutorCard tutor={item} trial />}
    />
  );
}
