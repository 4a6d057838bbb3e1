import { mdiPlus, mdiTextBoxSearchOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FormFailure } from '../../../components/form-failure';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { type ReferenceItems, useReferenceChange, useReferenceList } from '../api/admin-reference';
import type { ReferenceFilter, ReferenceResource } from '../query-keys';
import { ReferenceFilters } from './reference-filters';
import { type ParentField, ReferenceFormDialog, type ReferenceFormValues } from './reference-form-dialog';
import { type ExtraColumn, ReferenceTable } from './reference-table';

export const REFERENCE_PAGE_SIZE = 50;

type Confirming<T> = { kind: 'archive' | 'delete'; row: T } | null;
type Editing<T> = { row: T | null } | null;

export interface ReferenceManagerProps<R extends ReferenceResource> {
  resource: R;
  /** i18n group of the texts: `admin.<texts>.*`. */
  texts: 'subjects' | 'categories' | 'expertise';
  parent: 'level' | 'category' | 'none';
  categories?: readonly { id: string; name: string }[];
  columns?: readonly ExtraColumn<ReferenceItems[R]>[];
  hrefOf?: (row: ReferenceItems[R]) => string;
  /** Starting filter (e.g. one category). */
  initialFilter?: Partial<ReferenceFilter>;
}

const formOf = (
  row: { name: string; level?: string; categoryId?: string } | null,
  filter: ReferenceFilter,
) => ({
  name: row?.name ?? '',
  level: row?.level ?? filter.level ?? '',
  categoryId: row?.categoryId ?? filter.kategori ?? '',
});

/** An admin reference page: filters, the list, create/edit dialog, reorder, archive and delete with confirmation. */
export function ReferenceManager<R extends ReferenceResource>(props: ReferenceManagerProps<R>) {
  const { resource, texts, parent } = props;
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReferenceFilter>({
    page: 1,
    pageSize: REFERENCE_PAGE_SIZE,
    status: 'semua',
    ...props.initialFilter,
  });
  const [editing, setEditing] = useState<Editing<ReferenceItems[R]>>(null);
  const [confirming, setConfirming] = useState<Confirming<ReferenceItems[R]>>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useReferenceList(resource, filter);
  const change = useReferenceChange(resource);
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const parentChosen =
    parent === 'none' || (parent === 'level' ? Boolean(filter.level) : Boolean(filter.kategori));
  const reorderable = parentChosen && !filter.q && filter.status === 'semua' && total <= REFERENCE_PAGE_SIZE;
  const done = (key: string, name: string) => setNotice(t(`admin.common.${key}`, { name }));

  const parentField: ParentField =
    parent === 'level'
      ? { kind: 'level' }
      : parent === 'category'
        ? { kind: 'category', options: [...(props.categories ?? [])] }
        : { kind: 'none' };
  const bodyOf = (values: ReferenceFormValues) =>
    parent === 'level'
      ? { name: values.name, level: values.level }
      : parent === 'category'
        ? { name: values.name, categoryId: values.categoryId }
        : { name: values.name };

  const save = async (values: ReferenceFormValues) => {
    const row = editing?.row ?? null;
    await change.mutateAsync(
      row
        ? { action: 'update', id: row.id, body: bodyOf(values) }
        : { action: 'create', body: bodyOf(values) },
    );
    setEditing(null);
    done(row ? 'updated' : 'created', values.name);
  };
  const move = (index: number, delta: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + delta, 0, moved);
    const scope =
      parent === 'level'
        ? { level: filter.level }
        : parent === 'category'
          ? { categoryId: filter.kategori }
          : {};
    change.mutate(
      { action: 'reorder', body: { ...scope, ids } },
      { onSuccess: () => done('reordered', rows[index]?.name ?? '') },
    );
  };
  const confirm = async () => {
    if (!confirming) return;
    const { kind, row } = confirming;
    await change.mutateAsync({ action: kind === 'archive' ? 'arsipkan' : 'delete', id: row.id });
    setConfirming(null);
    done(kind === 'archive' ? 'archivedDone' : 'deleted', row.name);
  };

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={() => {
            change.reset();
            setEditing({ row: null });
          }}
        >
          {t(`admin.${texts}.add`)}
        </Button>
      </Box>
      <ReferenceFilters
        filter={filter}
        parent={parent}
        categories={props.categories}
        onChange={(next) => setFilter((current) => ({ ...current, ...next, page: 1 }))}
      />
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ) : null}
      {!reorderable && rows.length > 1 ? (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t(`admin.${texts}.reorderHint`)}
        </Alert>
      ) : null}
      {list.isPending ? (
        <Box aria-busy="true" aria-label={t('admin.common.loading')}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={44} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={t('admin.common.loadError')}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={mdiTextBoxSearchOutline}
          title={t(`admin.${texts}.emptyTitle`)}
          text={t('admin.common.emptyText')}
        />
      ) : (
        <ReferenceTable
          rows={rows}
          label={t(`admin.${texts}.tableLabel`)}
          columns={props.columns}
          hrefOf={props.hrefOf}
          reorderable={reorderable}
          busy={change.isPending}
          onMove={move}
          onEdit={(row) => {
            change.reset();
            setEditing({ row });
          }}
          onArchive={(row) => {
            change.reset();
            setConfirming({ kind: 'archive', row });
          }}
          onRestore={(row) =>
            change.mutate({ action: 'pulihkan', id: row.id }, { onSuccess: () => done('restored', row.name) })
          }
          onDelete={(row) => {
            change.reset();
            setConfirming({ kind: 'delete', row });
          }}
        />
      )}
      <ListPagination
        page={filter.page}
        total={total}
        pageSize={filter.pageSize}
        onPage={(page) => setFilter((current) => ({ ...current, page }))}
      />
      <ReferenceFormDialog
        open={editing !== null}
        title={t(`admin.${texts}.${editing?.row ? 'editTitle' : 'createTitle'}`)}
        parent={parentField}
        initial={formOf(editing?.row ?? null, filter)}
        busy={change.isPending}
        error={editing ? change.error : null}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t(`admin.common.${confirming?.kind === 'delete' ? 'deleteTitle' : 'archiveTitle'}`, {
          name: confirming?.row.name ?? '',
        })}
        text={t(`admin.common.${confirming?.kind === 'delete' ? 'deleteText' : 'archiveText'}`, {
          count: confirming?.row.usageCount ?? 0,
        })}
        confirmLabel={t(`admin.common.${confirming?.kind === 'delete' ? 'delete' : 'archive'}`)}
        cancelLabel={t('admin.common.cancel')}
        destructive={confirming?.kind === 'delete'}
        busy={change.isPending}
        failure={
          confirming && change.error ? <FormFailure error={change.error} sx={{ mt: 2, mb: 0 }} /> : undefined
        }
        onConfirm={() => void confirm().catch(() => undefined)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
