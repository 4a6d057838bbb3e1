import { TutorClassListPage } from './class-list-parts';

/** `/tutor/kelas`: the tutor's group classes. */
export default function TutorClassesPage() {
  return <TutorClassListPage kind="group" />;
}
