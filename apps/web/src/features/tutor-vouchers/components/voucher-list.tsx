import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TutorTimeZone, TutorVoucher } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format';
import { formatInZone } from './zone-time';

type Status = 'active' | 'inactive' | 'ended' | 'upcoming';

export function statusOf(voucher: TutorVoucher, now: Date): Status {
  if (!voucher.isActive) return 'inactive';
  if (Date.parse(voucher.endsAt) <= now.getTime()) return 'ended';
  if (Date.parse(voucher.startsAt) > now.getTime()) return 'upcoming';
  return 'active';
}

const statusColor = { active: 'success', inactive: 'default', ended: 'default', upcoming: 'info' } as const;

export interface VoucherListProps {
  vouchers: TutorVoucher[];
  zone: TutorTimeZone;
  now: Date;
  busy: boolean;
  onEdit: (voucher: TutorVoucher) => void;
  onDeactivate: (voucher: TutorVoucher) => void;
  onActivate: (voucher: TutorVoucher) => void;
  onDelete: (voucher: TutorVoucher) => void;
}

/** The tutor's vouchers as cards: code, discount, usage against the quota, items, window and actions. */
export function VoucherList({ vouchers, zone, now, busy, ...actions }: VoucherListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('tutorVouchers.listLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
    >
      {vouchers.map((voucher) => {
        const status = statusOf(voucher, now);
        const quota = voucher.totalQuota ?? 0;
        return (
          <Paper
            component="li"
            key={voucher.id}
            variant="outlined"
            data-voucher-code={voucher.code}
            sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 1.25 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography
                component="h2"
                sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: '1.125rem' }}
              >
                {voucher.code}
              </Typography>
              <Chip size="small" color={statusColor[status]} label={t(`tutorVouchers.status.${status}`)} />
              <Typography sx={{ flexBasis: { xs: '100%', sm: 'auto' }, ml: { sm: 1 } }}>
                {voucher.title}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {voucher.discountKind === 'percentage'
                ? voucher.maxDiscount === null
                  ? t('tutorVouchers.percent', { value: voucher.discountValue })
                  : t('tutorVouchers.percentMax', {
                      value: voucher.discountValue,
                      max: formatRupiah(voucher.maxDiscount),
                    })
                : t('tutorVouchers.fixed', { amount: formatRupiah(voucher.discountValue) })}
              {voucher.minSubtotal > 0
                ? ` · ${t('tutorVouchers.minimum', { amount: formatRupiah(voucher.minSubtotal) })}`
                : ''}
            </Typography>
            <Box>
              <Typography variant="body2" data-voucher-usage="">
                {t('tutorVouchers.usage', { used: voucher.usage.uses, quota })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={quota > 0 ? Math.min(100, (voucher.usage.uses / quota) * 100) : 0}
                aria-label={t('tutorVouchers.usage', { used: voucher.usage.uses, quota })}
                sx={{ my: 0.5, height: 6, borderRadius: 3 }}
              />
              <Typography variant="body2" color="text.secondary">
                {t('tutorVouchers.orders', {
                  pending: voucher.usage.pendingUses,
                  paid: voucher.usage.paidUses,
                  discount: formatRupiah(voucher.usage.totalDiscount),
                })}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {voucher.allItems
                ? t('tutorVouchers.allItems')
                : t('tutorVouchers.forItems', {
                    items: voucher.items.map((item) => item.title ?? t('tutorVouchers.itemGone')).join(', '),
                  })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('tutorVouchers.window', {
                from: formatInZone(voucher.startsAt, zone, i18n.language),
                to: formatInZone(voucher.endsAt, zone, i18n.language),
              })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                onClick={() => actions.onEdit(voucher)}
                aria-label={t('tutorVouchers.editLabel', { code: voucher.code })}
              >
                {t('tutorVouchers.edit')}
              </Button>
              {voucher.isActive ? (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => actions.onDeactivate(voucher)}
                  aria-label={t('tutorVouchers.deactivateLabel', { code: voucher.code })}
                >
                  {t('tutorVouchers.deactivate')}
                </Button>
              ) : (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => actions.onActivate(voucher)}
                  aria-label={t('tutorVouchers.activateLabel', { code: voucher.code })}
                >
                  {t('tutorVouchers.activate')}
                </Button>
              )}
              {voucher.deletable ? (
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => actions.onDelete(voucher)}
                  aria-label={t('tutorVouchers.deleteLabel', { code: voucher.code })}
                >
                  {t('tutorVouchers.delete')}
                </Button>
              ) : null}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
