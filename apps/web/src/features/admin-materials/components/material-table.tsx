import type { AdminMaterial } from '@scola/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRupiah } from '../../../lib/format';

/** A chip with a material's status: published (green) or draft. */
export function MaterialStatus({ status }: { status: AdminMaterial['status'] }) {
  const { t } = useTranslation();
  const published = status === 'published';
  return (
    <Chip
      size="small"
      label={t(published ? 'adminMaterials.status.published' : 'adminMaterials.status.draft')}
      color={published ? 'success' : 'default'}
    />
  );
}

/** The materials list: title (link), status, price; the level and tutor columns move out on phones. */
export function MaterialTable({
  rows,
  hrefOf,
}: {
  rows: readonly AdminMaterial[];
  hrefOf: (row: AdminMaterial) => string;
}) {
  const { t } = useTranslation();
  const wide = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <TableContainer>
      <Table size="small" aria-label={t('adminMaterials.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('adminMaterials.form.title')}</TableCell>
            <TableCell sx={wide}>{t('adminMaterials.form.level')}</TableCell>
            <TableCell sx={wide}>{t('adminMaterials.form.tutor')}</TableCell>
            <TableCell>{t('adminMaterials.form.price')}</TableCell>
            <TableCell>{t('adminMaterials.statusLabel')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <Link component={RouterLink} to={hrefOf(row)}>
                  {row.title}
                </Link>
              </TableCell>
              <TableCell sx={wide}>{row.level}</TableCell>
              <TableCell sx={wide}>{row.tutorName}</TableCell>
              <TableCell>
                {(row.salePrice ?? row.price) === 0
                  ? t('adminMaterials.free')
                  : formatRupiah(row.salePrice ?? row.price)}
                {row.salePrice === null ? null : (
                  <Box component="s" sx={{ ml: 1, color: 'text.secondary' }}>
                    {formatRupiah(row.price)}
                  </Box>
                )}
              </TableCell>
              <TableCell>
                <MaterialStatus status={row.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
