import { useClassSpaceOutlet } from '../../../features/class-space';
import { RecordingsView } from '../../../features/class-recordings';

/** `/kelas/detail/:id/record-kelas` (and the tutor's): the class's recordings, to watch or to manage. */
export default function ClassSpaceRecordingsPage() {
  const { space } = useClassSpaceOutlet();
  return <RecordingsView space={space} />;
}
