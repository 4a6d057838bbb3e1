import type { TutorClassRow } from '@scola/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRupiah, subjectLabel } from '../../../lib/format';
import { formatZoned } from '../time-zones';
import { ClassRowActions, type RowCommand } from './class-row-actions';
import { ClassStatusChip } from './class-status-chip';

export interface ClassListProps {
  rows: readonly TutorClassRow[];
  editHrefOf: (row: TutorClassRow) => string;
  onCommand: (row: TutorClassRow, command: RowCommand) => void;
}

function Price({ row }: { row: TutorClassRow }) {
  const { t } = useTranslation();
  if (row.finalPrice === 0) return <>{t('tutorClasses.list.noPrice')}</>;
  return (
    <>
      {formatRupiah(row.finalPrice)}
      {row.salePrice === null ? null : (
        <Box component="s" sx={{ ml: 1, color: 'text.secondary' }}>
          {formatRupiah(row.price)}
        </Box>
      )}
    </>
  );
}

function NextSession({ row }: { row: TutorClassRow }) {
  const { t, i18n } = useTranslation();
  if (!row.nextSessionAt) return <>{t('tutorClasses.list.noSession')}</>;
  return <>{formatZoned(row.nextSessionAt, row.timeZone, i18n.language)}</>;
}

function ClassTable({ rows, editHrefOf, onCommand }: ClassListProps) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('tutorClasses.list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('tutorClasses.list.columns.title')}</TableCell>
            <TableCell>{t('tutorClasses.list.columns.status')}</TableCell>
            <TableCell>{t('tutorClasses.list.columns.seats')}</TableCell>
            <TableCell>{t('tutorClasses.list.columns.nextSession')}</TableCell>
            <TableCell>{t('tutorClasses.list.columns.price')}</TableCell>
            <TableCell align="right">{t('tutorClasses.list.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-class-id={row.id}>
              <TableCell>
                <Link component={RouterLink} to={editHrefOf(row)} sx={{ fontWeight: 600 }}>
                  {row.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {subjectLabel(row.subject.name, row.level)}
                </Typography>
              </TableCell>
              <TableCell>
                <ClassStatusChip status={row.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t('tutorClasses.list.seats', { taken: row.seatsTaken, capacity: row.capacity })}
              </TableCell>
              <TableCell>
                <NextSession row={row} />
              </TableCell>
              <TableCell>
                <Price row={row} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <ClassRowActions row={row} editHref={editHrefOf(row)} onCommand={onCommand} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ClassCards({ rows, editHrefOf, onCommand }: ClassListProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('tutorClasses.list.tableLabel')}
    >
      {rows.map((row) => (
        <Card component="li" key={row.id} variant="outlined" data-class-id={row.id}>
          <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 1.5 } }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Link component={RouterLink} to={editHrefOf(row)} sx={{ fontWeight: 600 }}>
                {row.title}
              </Link>
              <ClassStatusChip status={row.status} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {subjectLabel(row.subject.name, row.level)}
            </Typography>
            <Typography variant="body2">
              {t('tutorClasses.list.seats', { taken: row.seatsTaken, capacity: row.capacity })} ·{' '}
              <Price row={row} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('tutorClasses.list.columns.nextSession')}: <NextSession row={row} />
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <ClassRowActions row={row} editHref={editHrefOf(row)} onCommand={onCommand} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The tutor's classes: a table on wide screens, cards on phones. */
export function ClassList(props: ClassListProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  return phone ? <ClassCards {...props} /> : <ClassTable {...props} />;
}
