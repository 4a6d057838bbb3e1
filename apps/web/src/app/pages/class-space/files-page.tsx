import { ClassFilesView } from '../../../features/class-files';
import { useClassSpaceOutlet } from '../../../features/class-space';

/** `/kelas/detail/:id/berkas` and the tutor's: the class's files (one page; what it offers follows the role). */
export default function ClassSpaceFilesPage() {
  const { space } = useClassSpaceOutlet();
  return <ClassFilesView space={space} />;
}
