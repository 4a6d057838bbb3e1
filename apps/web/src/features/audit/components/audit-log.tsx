import { mdiHistory } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { SelectInput } from '../../../components/select-input';
import { useAuditLog } from '../api/audit';
import type { AuditFilter } from '../query-keys';
import { AuditTable } from './audit-table';

export const AUDIT_PAGE_SIZE = 20;

const entityTypes = ['subject', 'expertiseCategory', 'expertise', 'material'] as const;
const verbs = ['create', 'update', 'archive', 'unarchive', 'delete', 'reorder'] as const;

/** `2026-11-24` (a date input, Jakarta day) → the ISO instant that day starts at (UTC+7). */
export function startOfJakartaDay(date: string, plusDays = 0): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const start = Date.parse(`${date}T00:00:00+07:00`) + plusDays * 24 * 60 * 60 * 1000;
  return Number.isNaN(start) ? undefined : new Date(start).toISOString();
}

interface FormState {
  entityType: string;
  verb: string;
  from: string;
  to: string;
}

export interface AuditLogProps {
  pageSize?: number;
  /** The history of one record only (no filters shown). */
  record?: { entityType: string; entityId: string };
}

/** The audit log with its filters (record kind, action, date range), newest first, paged. */
export function AuditLog({ pageSize = AUDIT_PAGE_SIZE, record }: AuditLogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<FormState>({ entityType: '', verb: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const filter: AuditFilter = record
    ? { page, pageSize, ...record }
    : {
        page,
        pageSize,
        entityType: form.entityType || undefined,
        action: form.entityType && form.verb ? `${form.entityType}.${form.verb}` : undefined,
        dari: startOfJakartaDay(form.from),
        sampai: startOfJakartaDay(form.to, 1),
      };
  const query = useAuditLog(filter);
  const update = (next: Partial<FormState>) => {
    setForm((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <>
      {record ? null : (
        <Box
          role="search"
          aria-label={t('admin.audit.filters')}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(5, minmax(0, 1fr))',
            },
            mb: 2,
            alignItems: 'center',
          }}
        >
          <SelectInput
            id={`${id}-entity`}
            label={t('admin.audit.record')}
            value={form.entityType}
            emptyLabel={t('admin.audit.allRecords')}
            options={entityTypes.map((value) => ({ value, label: t(`admin.audit.entities.${value}`) }))}
            onChange={(value) => update({ entityType: value, verb: value ? form.verb : '' })}
          />
          <SelectInput
            id={`${id}-verb`}
            label={t('admin.audit.action')}
            value={form.verb}
            emptyLabel={t('admin.audit.allActions')}
            options={verbs.map((value) => ({ value, label: t(`admin.audit.verbs.${value}`) }))}
            onChange={(value) => update({ verb: value })}
          />
          <TextField
            id={`${id}-from`}
            size="small"
            type="date"
            label={t('admin.audit.from')}
            value={form.from}
            onChange={(event) => update({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            id={`${id}-to`}
            size="small"
            type="date"
            label={t('admin.audit.to')}
            value={form.to}
            onChange={(event) => update({ to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="text" onClick={() => update({ entityType: '', verb: '', from: '', to: '' })}>
            {t('admin.audit.reset')}
          </Button>
        </Box>
      )}
      {form.verb && !form.entityType ? (
        <Box sx={{ mb: 2, color: 'text.secondary', typography: 'body2' }}>
          {t('admin.audit.verbNeedsRecord')}
        </Box>
      ) : null}
      {query.isPending ? (
        <Box aria-busy="true" aria-label={t('admin.common.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={44} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('admin.audit.loadError')}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          icon={mdiHistory}
          title={t('admin.audit.emptyTitle')}
          text={t('admin.audit.emptyText')}
          headingLevel="h3"
        />
      ) : (
        <AuditTable entries={query.data.data} />
      )}
      <ListPagination page={page} total={query.data?.meta.total ?? 0} pageSize={pageSize} onPage={setPage} />
    </>
  );
}
