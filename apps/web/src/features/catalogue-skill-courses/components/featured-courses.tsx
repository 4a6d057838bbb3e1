import { CourseCard } from '../../../components/course-card';
import { QueryCarousel } from '../../../components/query-carousel';
import { useCourseList } from '../api/courses';

/** A carousel of life-skill courses (best rated by default). */
export function FeaturedCourses({
  label,
  path = '/lifeskill?sort=rating&pageSize=8',
}: {
  label: string;
  path?: string;
}) {
  const query = useCourseList(path);
  return (
    <QueryCarousel
      query={query}
      label={label}
      keyOf={(item) => item.id}
      renderItem={(item) => <CourseCard course={item} />}
    />
  );
}
