import { mdiChevronDown, mdiChevronUp } from '@mdi/js';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@scola/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatShortDate, formatTime } from '../../../lib/format';

/** `subject.archive` → "Pelajaran diarsipkan" (the code itself when the texts do not know it). */
export function useActionLabel() {
  const { t, i18n } = useTranslation();
  return (action: string) => {
    const [entity = '', verb = ''] = action.split('.');
    const entityKey = `admin.audit.entities.${entity}`;
    const verbKey = `admin.audit.verbs.${verb}`;
    if (!i18n.exists(entityKey) || !i18n.exists(verbKey)) return action;
    return `${t(entityKey)} ${t(verbKey)}`;
  };
}

function Snapshot({ label, value }: { label: string; value: unknown }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 12,
          overflowX: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {value === null ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/** Columns left out on phones (the opened row shows them). */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Audit entries: when, who, what, which record, from where; a row opens to show the record before and after. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const actionLabel = useActionLabel();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={t('admin.audit.tableLabel')} sx={{ minWidth: { md: 640 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.audit.time')}</TableCell>
            <TableCell sx={wide}>{t('admin.audit.actor')}</TableCell>
            <TableCell>{t('admin.audit.action')}</TableCell>
            <TableCell>{t('admin.audit.record')}</TableCell>
            <TableCell sx={wide}>{t('admin.audit.ip')}</TableCell>
            <TableCell align="right">{t('admin.audit.details')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const expanded = open === entry.id;
            const name = (entry.after?.name ?? entry.before?.name) as string | undefined;
            return (
              <Fragment key={entry.id}>
                <TableRow
                  hover
                  data-audit-action={entry.action}
                  sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatShortDate(entry.createdAt, i18n.language)} ·{' '}
                    {formatTime(entry.createdAt, i18n.language)}
                  </TableCell>
                  <TableCell sx={wide}>{entry.actorEmail ?? t('admin.audit.system')}</TableCell>
                  <TableCell>
                    <span title={entry.action}>{actionLabel(entry.action)}</span>
                  </TableCell>
                  <TableCell>{name ?? entry.entityId}</TableCell>
                  <TableCell sx={wide}>{entry.ip ?? '—'}</TableCell>
                  <TableCell align="right">
                    <IconButton
                      size="small"
                      aria-expanded={expanded}
                      aria-controls={`audit-${entry.id}`}
                      aria-label={t(expanded ? 'admin.audit.hide' : 'admin.audit.show', {
                        action: actionLabel(entry.action),
                      })}
                      onClick={() => setOpen(expanded ? null : entry.id)}
                    >
                      <MdiIcon path={expanded ? mdiChevronUp : mdiChevronDown} fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={6} sx={{ py: 0, borderBottom: expanded ? undefined : 0 }}>
                    <Collapse in={expanded} unmountOnExit>
                      <Box
                        id={`audit-${entry.id}`}
                        sx={{
                          display: 'grid',
                          gap: 2,
                          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                          py: 2,
                        }}
                      >
                        <Snapshot label={t('admin.audit.before')} value={entry.before} />
                        <Snapshot label={t('admin.audit.after')} value={entry.after} />
                        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                          {entry.actorEmail ?? t('admin.audit.system')} · {entry.ip ?? '—'} ·{' '}
                          {t('admin.audit.recordId', { type: entry.entityType, id: entry.entityId })}
                          {entry.userAgent ? ` · ${entry.userAgent}` : ''}
                        </Typography>
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
