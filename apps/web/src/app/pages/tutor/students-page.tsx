import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { ClassStudents } from '../../../features/tutor-class-records/components/class-students';

/** `/tutor/kelas/siswa`: the students of one of the tutor's classes, with a CSV download. */
export default function TutorStudentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('tutorRecords.studentsTitlePage')} intro={t('tutorRecords.studentsIntro')} />
      <ClassStudents />
    </>
  );
}
