import { TutorClassListPage } from './class-list-parts';

/** `/tutor/kelas/bimble`: the tutor's private and small-group (bimble) classes. */
export default function TutorBimbleClassesPage() {
  return <TutorClassListPage kind="bimble" />;
}
