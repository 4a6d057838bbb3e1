import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminTutor } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../lib/format';
import { TutorStatusChip } from './status-chips';

/** Columns left out on phones (the row's second line and the application detail show them). */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The actions of a row: the public profile of a verified tutor, the application when there is one. */
export function RowLinks({
  tutor,
  onOpenApplication,
}: {
  tutor: AdminTutor;
  onOpenApplication: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { applicationId } = tutor;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
      {tutor.status === 'verified' ? (
        <Button
          size="small"
          component={RouterLink}
          to={paths.tutorProfile(tutor.id)}
          aria-label={t('adminTutors.list.profileOf', { name: tutor.name })}
        >
          {t('adminTutors.list.profile')}
        </Button>
      ) : null}
      {applicationId ? (
        <Button
          size="small"
          onClick={() => onOpenApplication(applicationId)}
          aria-label={t('adminTutors.list.applicationOf', { name: tutor.name })}
        >
          {t('adminTutors.list.application')}
        </Button>
      ) : null}
    </Box>
  );
}

/** A page of tutors and applicants: who, status, application dates, classes; links to profile and application. */
export function TutorTable({
  tutors,
  onOpenApplication,
}: {
  tutors: readonly AdminTutor[];
  onOpenApplication: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatShortDate(iso, i18n.language) : '—');
  return (
    <TableContainer
      sx={{
        display: { xs: 'none', md: 'block' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Table size="small" aria-label={t('adminTutors.list.tableLabel')} sx={{ minWidth: { md: 720 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('adminTutors.list.name')}</TableCell>
            <TableCell>{t('adminTutors.list.status')}</TableCell>
            <TableCell sx={wide}>{t('adminTutors.list.submittedAt')}</TableCell>
            <TableCell sx={wide}>{t('adminTutors.list.decidedAt')}</TableCell>
            <TableCell sx={wide} align="right">
              {t('adminTutors.list.classes')}
            </TableCell>
            <TableCell align="right">
              <VisuallyHidden>{t('adminTutors.list.links')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tutors.map((tutor) => (
            <TableRow key={tutor.id} hover data-tutor-id={tutor.id}>
              <TableCell sx={{ minWidth: 0, wordBreak: 'break-word' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                    <PersonAvatar name={tutor.name} photoUrl={tutor.photoUrl} size={36} />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {tutor.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {tutor.email}
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              <TableCell>
                <TutorStatusChip status={tutor.status} />
              </TableCell>
              <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{date(tutor.submittedAt)}</TableCell>
              <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{date(tutor.decidedAt)}</TableCell>
              <TableCell sx={wide} align="right">
                {tutor.classCount}
              </TableCell>
              <TableCell align="right">
                <RowLinks tutor={tutor} onOpenApplication={onOpenApplication} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
