import { mdiPlus, mdiTicketPercentOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TutorTimeZone, TutorVoucher } from '@scola/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FormFailure } from '../../../components/form-failure';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { TUTOR_VOUCHER_PAGE_SIZE, useTutorVoucherChange, useTutorVoucherList } from '../api/tutor-vouchers';
import { TutorVoucherForm } from './voucher-form';
import { voucherValuesOf } from './voucher-form-values';
import { VoucherList } from './voucher-list';

type Editing = { voucher: TutorVoucher | null } | null;
type Confirming = { action: 'nonaktifkan' | 'delete'; voucher: TutorVoucher } | null;

/** `/tutor/voucher`: the tutor's vouchers with usage; create and edit in a dialog; deactivate and delete confirmed. */
export function TutorVoucherManager({ zone }: { zone: TutorTimeZone }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useTutorVoucherList(page);
  const change = useTutorVoucherChange();
  const rows = list.data?.data ?? [];

  const open = (voucher: TutorVoucher | null) => {
    change.reset();
    setEditing({ voucher });
  };
  const confirm = async () => {
    if (!confirming) return;
    const { action, voucher } = confirming;
    await change.mutateAsync({ action, id: voucher.id });
    setNotice(
      t(action === 'delete' ? 'tutorVouchers.deleted' : 'tutorVouchers.deactivated', { code: voucher.code }),
    );
    setConfirming(null);
  };

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<MdiIcon path={mdiPlus} />} onClick={() => open(null)}>
          {t('tutorVouchers.add')}
        </Button>
      </Box>
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ) : null}
      {change.error && !confirming && !editing ? <FormFailure error={change.error} /> : null}
      {list.isPending ? (
        <Box aria-busy="true" aria-label={t('tutorVouchers.loading')}>
          {[0, 1].map((key) => (
            <Skeleton key={key} variant="rounded" height={160} sx={{ mb: 2 }} />
          ))}
        </Box>
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={t('tutorVouchers.loadError')}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={mdiTicketPercentOutline}
          title={t('tutorVouchers.emptyTitle')}
          text={t('tutorVouchers.emptyText')}
        />
      ) : (
        <VoucherList
          vouchers={rows}
          zone={zone}
          now={new Date()}
          busy={change.isPending}
          onEdit={open}
          onDeactivate={(voucher) => {
            change.reset();
            setConfirming({ action: 'nonaktifkan', voucher });
          }}
          onDelete={(voucher) => {
            change.reset();
            setConfirming({ action: 'delete', voucher });
          }}
          onActivate={(voucher) =>
            change.mutate(
              { action: 'aktifkan', id: voucher.id },
              { onSuccess: () => setNotice(t('tutorVouchers.activated', { code: voucher.code })) },
            )
          }
        />
      )}
      <ListPagination
        page={page}
        total={list.data?.meta.total ?? 0}
        pageSize={TUTOR_VOUCHER_PAGE_SIZE}
        onPage={setPage}
      />
      <Dialog
        open={editing !== null}
        onClose={() => (change.isPending ? undefined : setEditing(null))}
        fullScreen={phone}
        fullWidth
        maxWidth="md"
        aria-labelledby="tutor-voucher-dialog-title"
      >
        <DialogTitle id="tutor-voucher-dialog-title">
          {editing?.voucher
            ? t('tutorVouchers.editTitle', { code: editing.voucher.code })
            : t('tutorVouchers.addTitle')}
        </DialogTitle>
        <DialogContent>
          {editing ? (
            <Box sx={{ pt: 1 }}>
              <TutorVoucherForm
                key={editing.voucher?.id ?? 'new'}
                initial={voucherValuesOf(editing.voucher, zone)}
                zone={zone}
                busy={change.isPending}
                error={change.error ?? undefined}
                submitLabel={editing.voucher ? t('tutorVouchers.saveChanges') : t('tutorVouchers.create')}
                onCancel={() => setEditing(null)}
                onSubmit={async (body) => {
                  const voucher = editing.voucher;
                  await change.mutateAsync(
                    voucher ? { action: 'update', id: voucher.id, body } : { action: 'create', body },
                  );
                  setNotice(
                    t(voucher ? 'tutorVouchers.updated' : 'tutorVouchers.created', {
                      code: body.code.toUpperCase(),
                    }),
                  );
                  setEditing(null);
                }}
              />
            </Box>
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        title={t(
          confirming?.action === 'delete' ? 'tutorVouchers.deleteTitle' : 'tutorVouchers.deactivateTitle',
          {
            code: confirming?.voucher.code ?? '',
          },
        )}
        text={t(
          confirming?.action === 'delete' ? 'tutorVouchers.deleteText' : 'tutorVouchers.deactivateText',
          {
            count: confirming?.voucher.usage.pendingUses ?? 0,
          },
        )}
        confirmLabel={t(
          confirming?.action === 'delete' ? 'tutorVouchers.delete' : 'tutorVouchers.deactivate',
        )}
        cancelLabel={t('tutorVouchers.cancel')}
        destructive
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
