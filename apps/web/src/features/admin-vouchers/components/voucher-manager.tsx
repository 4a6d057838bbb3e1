import { mdiPlus, mdiTicketPercentOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { type AdminVoucher, type AdminVoucherStatus, adminVoucherStatuses } from '@scola/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FormFailure } from '../../../components/form-failure';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { SelectInput } from '../../../components/select-input';
import { useAdminVoucherList, useVoucherChange } from '../api/admin-vouchers';
import type { VoucherFilter } from '../query-keys';
import { VoucherTable } from './voucher-table';

export interface VoucherManagerProps {
  createHref: string;
  editHref: (voucher: AdminVoucher) => string;
}

/** `/admin/voucher`: filters, the list with usage, deactivate (with confirmation) and reactivate. */
export function VoucherManager({ createHref, editHref }: VoucherManagerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState<VoucherFilter>({ page: 1, pageSize: 20, status: 'semua' });
  const [confirming, setConfirming] = useState<AdminVoucher | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useAdminVoucherList(filter);
  const change = useVoucherChange();
  const rows = list.data?.data ?? [];
  const update = (next: Partial<VoucherFilter>) => setFilter((current) => ({ ...current, ...next, page: 1 }));

  const deactivate = async () => {
    if (!confirming) return;
    await change.mutateAsync({ action: 'nonaktifkan', id: confirming.id });
    setNotice(t('adminVouchers.deactivated', { code: confirming.code }));
    setConfirming(null);
  };

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          component={RouterLink}
          to={createHref}
          variant="contained"
          startIcon={<MdiIcon path={mdiPlus} />}
        >
          {t('adminVouchers.add')}
        </Button>
      </Box>
      <Box
        role="search"
        aria-label={t('adminVouchers.filters')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, mb: 2 }}
      >
        <TextField
          id={`${id}-q`}
          size="small"
          type="search"
          label={t('adminVouchers.search')}
          value={filter.q ?? ''}
          onChange={(event) => update({ q: event.target.value || undefined })}
        />
        <SelectInput
          id={`${id}-status`}
          label={t('adminVouchers.column.status')}
          value={filter.status}
          options={adminVoucherStatuses.map((status) => ({
            value: status,
            label: t(`adminVouchers.filterStatus.${status}`),
          }))}
          onChange={(value) => update({ status: value as AdminVoucherStatus })}
        />
      </Box>
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ) : null}
      {change.error && !confirming ? <FormFailure error={change.error} /> : null}
      {list.isPending ? (
        <Box aria-busy="true" aria-label={t('adminVouchers.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={56} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={t('adminVouchers.loadError')}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={mdiTicketPercentOutline}
          title={t('adminVouchers.emptyTitle')}
          text={t('adminVouchers.emptyText')}
        />
      ) : (
        <VoucherTable
          rows={rows}
          now={new Date()}
          editHref={editHref}
          busy={change.isPending}
          onDeactivate={(voucher) => {
            change.reset();
            setConfirming(voucher);
          }}
          onActivate={(voucher) =>
            change.mutate(
              { action: 'aktifkan', id: voucher.id },
              { onSuccess: () => setNotice(t('adminVouchers.activated', { code: voucher.code })) },
            )
          }
        />
      )}
      <ListPagination
        page={filter.page}
        total={list.data?.meta.total ?? 0}
        pageSize={filter.pageSize}
        onPage={(page) => setFilter((current) => ({ ...current, page }))}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t('adminVouchers.deactivateTitle', { code: confirming?.code ?? '' })}
        text={t('adminVouchers.deactivateText', { count: confirming?.usage.pendingUses ?? 0 })}
        confirmLabel={t('adminVouchers.deactivate')}
        cancelLabel={t('adminVouchers.cancel')}
        destructive
        busy={change.isPending}
        failure={
          confirming && change.error ? <FormFailure error={change.error} sx={{ mt: 2, mb: 0 }} /> : undefined
        }
        onConfirm={() => void deactivate().catch(() => undefined)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
