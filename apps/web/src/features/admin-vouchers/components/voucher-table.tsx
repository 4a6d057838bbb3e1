import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminVoucher } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatRupiah } from '../../../lib/format';

/** "10% s.d. Rp 50.000" or "Rp 10.000", and the minimum when there is one. */
export function useDiscountText() {
  const { t } = useTranslation();
  return (voucher: AdminVoucher) => {
    const value =
      voucher.discountKind === 'percentage'
        ? voucher.maxDiscount === null
          ? t('adminVouchers.percent', { value: voucher.discountValue })
          : t('adminVouchers.percentCapped', {
              value: voucher.discountValue,
              cap: formatRupiah(voucher.maxDiscount),
            })
        : formatRupiah(voucher.discountValue);
    return voucher.minSubtotal > 0
      ? `${value} · ${t('adminVouchers.minimum', { amount: formatRupiah(voucher.minSubtotal) })}`
      : value;
  };
}

export interface VoucherTableProps {
  rows: readonly AdminVoucher[];
  now: Date;
  editHref: (voucher: AdminVoucher) => string;
  busy: boolean;
  onDeactivate: (voucher: AdminVoucher) => void;
  onActivate: (voucher: AdminVoucher) => void;
}

const wide = { display: { xs: 'none', md: 'table-cell' } };
/** On phones usage moves under the code and the status into the actions cell: the table fits 360 px. */
const notPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** The vouchers with their rules in short, usage and status; edit, deactivate or reactivate each. */
export function VoucherTable({ rows, now, editHref, busy, onDeactivate, onActivate }: VoucherTableProps) {
  const { t, i18n } = useTranslation();
  const discountText = useDiscountText();
  const statusOf = (voucher: AdminVoucher) =>
    !voucher.isActive ? 'inactive' : Date.parse(voucher.endsAt) <= now.getTime() ? 'ended' : 'active';
  return (
    <TableContainer>
      <Table size="small" aria-label={t('adminVouchers.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('adminVouchers.column.code')}</TableCell>
            <TableCell sx={wide}>{t('adminVouchers.column.discount')}</TableCell>
            <TableCell sx={wide}>{t('adminVouchers.column.window')}</TableCell>
            <TableCell sx={notPhone}>{t('adminVouchers.column.usage')}</TableCell>
            <TableCell sx={notPhone}>{t('adminVouchers.column.status')}</TableCell>
            <TableCell align="right">{t('adminVouchers.column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((voucher) => {
            const status = statusOf(voucher);
            const usage = (
              <>
                {t('adminVouchers.uses', { uses: voucher.usage.uses, quota: voucher.totalQuota ?? '∞' })}
                <Typography variant="body2" color="text.secondary">
                  {formatRupiah(voucher.usage.totalDiscount)}
                </Typography>
              </>
            );
            const chip = (
              <Chip
                size="small"
                label={t(`adminVouchers.status.${status}`)}
                color={status === 'active' ? 'success' : 'default'}
                variant={status === 'active' ? 'filled' : 'outlined'}
              />
            );
            return (
              <TableRow key={voucher.id} data-voucher-code={voucher.code}>
                <TableCell>
                  <Link component={RouterLink} to={editHref(voucher)} sx={{ fontWeight: 600 }}>
                    {voucher.code}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {voucher.title}
                  </Typography>
                  <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>{usage}</Box>
                </TableCell>
                <TableCell sx={wide}>{discountText(voucher)}</TableCell>
                <TableCell sx={wide}>
                  {formatDate(voucher.startsAt, i18n.language)} – {formatDate(voucher.endsAt, i18n.language)}
                </TableCell>
                <TableCell sx={notPhone}>{usage}</TableCell>
                <TableCell sx={notPhone}>{chip}</TableCell>
                <TableCell align="right">
                  <Box sx={{ display: { xs: 'block', sm: 'none' }, mb: 0.5 }}>{chip}</Box>
                  {voucher.isActive ? (
                    <Button size="small" color="error" disabled={busy} onClick={() => onDeactivate(voucher)}>
                      {t('adminVouchers.deactivate')}
                    </Button>
                  ) : (
                    <Button size="small" disabled={busy} onClick={() => onActivate(voucher)}>
                      {t('adminVouchers.activate')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
