import { mdiAccountGroupOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { PersonAvatar } from '../../../components/person-avatar';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDate, formatTime } from '../../../lib/format';
import { useClassStudents } from '../api/tutor-class-records';

export const STUDENT_PAGE_SIZE = 20;
/** Phones (360 px) keep the name, the date and the attendance; the row number and the avatar go. */
const hiddenOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

export interface StudentsTableProps {
  classId: string;
  page: number;
  onPage: (page: number) => void;
  pageSize?: number;
}

/** The students of a class, the earliest enrolment first: name, when they enrolled, sessions attended (a dash for now). */
export function StudentsTable({ classId, page, onPage, pageSize = STUDENT_PAGE_SIZE }: StudentsTableProps) {
  const { t, i18n } = useTranslation();
  const query = useClassStudents(classId, page, pageSize);
  if (query.isPending) {
    return (
      <Box aria-busy="true" aria-label={t('tutorRecords.loadingStudents')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={48} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('tutorRecords.studentsError')}
      />
    );
  }
  const { data, meta } = query.data;
  if (meta.total === 0) {
    return (
      <EmptyState
        icon={mdiAccountGroupOutline}
        title={t('tutorRecords.noStudentsTitle')}
        text={t('tutorRecords.noStudentsText')}
        headingLevel="h3"
      />
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {t('tutorRecords.studentCount', { count: meta.total })}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t('tutorRecords.studentsTable', { title: meta.class.title })}
          data-students=""
        >
          <TableHead>
            <TableRow>
              <TableCell sx={hiddenOnPhones}>{t('tutorRecords.number')}</TableCell>
              <TableCell>{t('tutorRecords.name')}</TableCell>
              <TableCell>{t('tutorRecords.enrolledAt')}</TableCell>
              <TableCell align="right">{t('tutorRecords.attended')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((student, index) => (
              <TableRow key={student.id} data-student={student.id}>
                <TableCell sx={hiddenOnPhones}>{(page - 1) * pageSize + index + 1}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                      <PersonAvatar name={student.name} photoUrl={student.photoUrl} size={28} />
                    </Box>
                    <Box component="span" sx={{ overflowWrap: 'break-word' }}>
                      {student.name}
                    </Box>
                  </Box>
                </TableCell>
                <TableCell>
                  <time dateTime={student.enrolledAt}>
                    {formatDate(student.enrolledAt, i18n.language)}{' '}
                    {formatTime(student.enrolledAt, i18n.language)}
                  </time>
                </TableCell>
                <TableCell align="right">
                  {student.sessionsAttended ?? (
                    <>
                      <span aria-hidden="true" title={t('tutorRecords.notRecorded')}>
                        –
                      </span>
                      <VisuallyHidden>{t('tutorRecords.notRecorded')}</VisuallyHidden>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination page={page} total={meta.total} pageSize={pageSize} onPage={onPage} />
    </>
  );
}
