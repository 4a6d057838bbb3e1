import {
  mdiArchiveArrowDownOutline,
  mdiArchiveArrowUpOutline,
  mdiArrowDown,
  mdiArrowUp,
  mdiDeleteOutline,
  mdiPencilOutline,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';

export interface ReferenceRow {
  id: string;
  name: string;
  archivedAt: string | null;
  usageCount: number;
}

export interface ExtraColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
}

export interface ReferenceTableProps<T extends ReferenceRow> {
  rows: readonly T[];
  /** Accessible name of the table. */
  label: string;
  /** Columns between the name and the status (level, category). */
  columns?: readonly ExtraColumn<T>[];
  /** Link of the name (the expertise detail page). */
  hrefOf?: (row: T) => string;
  /** Up/down buttons: only when the list shows every item of one parent. */
  reorderable: boolean;
  busy: boolean;
  onMove: (index: number, delta: -1 | 1) => void;
  onEdit: (row: T) => void;
  onArchive: (row: T) => void;
  onRestore: (row: T) => void;
  onDelete: (row: T) => void;
}

function Action({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          <MdiIcon path={icon} fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Columns left out on phones (the name, status and actions fit 360 px; the detail and edit show the rest). */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** An admin reference list: name, extra columns, status, usage and the actions of each row. */
export function ReferenceTable<T extends ReferenceRow>(props: ReferenceTableProps<T>) {
  const { rows, label, columns = [], hrefOf, reorderable, busy } = props;
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: { sm: 560 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.common.name')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.label} sx={wide}>
                {column.label}
              </TableCell>
            ))}
            <TableCell>{t('admin.common.status')}</TableCell>
            <TableCell align="right" sx={wide}>
              {t('admin.common.usage')}
            </TableCell>
            <TableCell align="right">{t('admin.common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const archived = row.archivedAt !== null;
            return (
              <TableRow key={row.id} hover data-reference-row={row.name}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {hrefOf ? (
                    <Link component={RouterLink} to={hrefOf(row)}>
                      {row.name}
                    </Link>
                  ) : (
                    row.name
                  )}
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.label} sx={wide}>
                    {column.render(row)}
                  </TableCell>
                ))}
                <TableCell>
                  <Chip
                    size="small"
                    label={archived ? t('admin.common.archived') : t('admin.common.active')}
                    color={archived ? 'default' : 'success'}
                    variant={archived ? 'outlined' : 'filled'}
                  />
                </TableCell>
                <TableCell align="right" sx={wide}>
                  {row.usageCount}
                </TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'inline-flex', flexWrap: 'nowrap' }}>
                    {reorderable ? (
                      <>
                        <Action
                          label={t('admin.common.moveUp', { name: row.name })}
                          icon={mdiArrowUp}
                          disabled={busy || index === 0}
                          onClick={() => props.onMove(index, -1)}
                        />
                        <Action
                          label={t('admin.common.moveDown', { name: row.name })}
                          icon={mdiArrowDown}
                          disabled={busy || index === rows.length - 1}
                          onClick={() => props.onMove(index, 1)}
                        />
                      </>
                    ) : null}
                    <Action
                      label={t('admin.common.editItem', { name: row.name })}
                      icon={mdiPencilOutline}
                      onClick={() => props.onEdit(row)}
                    />
                    {archived ? (
                      <Action
                        label={t('admin.common.restoreItem', { name: row.name })}
                        icon={mdiArchiveArrowUpOutline}
                        onClick={() => props.onRestore(row)}
                      />
                    ) : (
                      <Action
                        label={t('admin.common.archiveItem', { name: row.name })}
                        icon={mdiArchiveArrowDownOutline}
                        onClick={() => props.onArchive(row)}
                      />
                    )}
                    <Action
                      label={t('admin.common.deleteItem', { name: row.name })}
                      icon={mdiDeleteOutline}
                      onClick={() => props.onDelete(row)}
                    />
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
