import {
  mdiCheckCircleOutline,
  mdiContentCopy,
  mdiInformationOutline,
  mdiTicketPercentOutline,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AvailableVoucher } from '@scola/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatDate, formatRupiah } from '../../../lib/format';
import { itemTypeLabelKey } from '../../../lib/commerce-items';

/** The rules of a voucher as short Indonesian phrases ("Diskon 10% hingga Rp 50.000", "Min. belanja …"). */
export function useVoucherRules() {
  const { t, i18n } = useTranslation();
  return (voucher: AvailableVoucher): string[] => {
    const rules: string[] = [];
    if (voucher.discountKind === 'percentage') {
      rules.push(
        voucher.maxDiscount === null
          ? t('vouchers.rules.percent', { value: voucher.discountValue })
          : t('vouchers.rules.percentMax', {
              value: voucher.discountValue,
              max: formatRupiah(voucher.maxDiscount),
            }),
      );
    } else {
      rules.push(t('vouchers.rules.fixed', { amount: formatRupiah(voucher.discountValue) }));
    }
    rules.push(
      voucher.minSubtotal > 0
        ? t('vouchers.rules.minimum', { amount: formatRupiah(voucher.minSubtotal) })
        : t('vouchers.rules.noMinimum'),
    );
    if (voucher.funder === 'tutor') {
      rules.push(t('vouchers.rules.tutorFunded', { tutor: voucher.funderTutorName ?? '' }));
    }
    switch (voucher.scope) {
      case 'all':
        if (voucher.funder !== 'tutor') rules.push(t('vouchers.rules.scopeAll'));
        break;
      case 'item_types':
        rules.push(
          t('vouchers.rules.scopeTypes', {
            types: voucher.scopeItemTypes.map((type) => t(itemTypeLabelKey(type))).join(', '),
          }),
        );
        break;
      case 'tutor':
        // A tutor's own voucher on their own items says it once (above).
        if (voucher.funder !== 'tutor' || voucher.scopeTutorId !== voucher.funderTutorId) {
          rules.push(t('vouchers.rules.scopeTutor', { tutor: voucher.scopeTutorName ?? '' }));
        }
        break;
      case 'items':
        rules.push(t('vouchers.rules.scopeItems'));
        break;
    }
    if (voucher.userUsesLeft !== null) {
      rules.push(t('vouchers.rules.usesLeft', { count: voucher.userUsesLeft }));
    }
    if (voucher.quotaLeft !== null) rules.push(t('vouchers.rules.quotaLeft', { count: voucher.quotaLeft }));
    rules.push(t('vouchers.rules.until', { date: formatDate(voucher.endsAt, i18n.language) }));
    return rules;
  };
}

/** Copies the code to the clipboard and says so (or shows it to copy by hand). */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard) {
      setState('failed');
      return;
    }
    clipboard.writeText(code).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <Button
        onClick={copy}
        startIcon={<MdiIcon path={state === 'copied' ? mdiCheckCircleOutline : mdiContentCopy} />}
        aria-label={t('vouchers.copy.label', { code })}
      >
        {state === 'copied' ? t('vouchers.copy.done') : t('vouchers.copy.button')}
      </Button>
      <Box component="span" role="status" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
        {state === 'copied' ? t('vouchers.copy.copied', { code }) : null}
        {state === 'failed' ? t('vouchers.copy.failed', { code }) : null}
      </Box>
    </>
  );
}

export interface VoucherCardProps {
  voucher: AvailableVoucher;
  /** The actions (copy, use, choose). */
  actions?: ReactNode;
  /** Drawn as the chosen one (the checkout's voucher picker). */
  selected?: boolean;
  /** Replaces the heading (e.g. a radio button labelled by the title). */
  heading?: ReactNode;
}

/** A usable voucher: code, title, description, rules, end date, and whether (or why not) it fits the cart. */
export function VoucherCard({ voucher, actions, selected = false, heading }: VoucherCardProps) {
  const { t } = useTranslation();
  const rules = useVoucherRules()(voucher);
  const fitId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      data-voucher={voucher.code}
      data-applicable={voucher.applicable}
      aria-describedby={fitId}
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        bgcolor: selected ? 'action.hover' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 44,
            height: 44,
            borderRadius: 2,
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            bgcolor: 'action.selected',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          <MdiIcon path={mdiTicketPercentOutline} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.5 }}>
          {heading ?? (
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
              {voucher.title}
            </Typography>
          )}
          <Box>
            <Chip
              label={voucher.code}
              size="small"
              variant="outlined"
              color="primary"
              sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 1 }}
              data-voucher-code=""
            />
          </Box>
          {voucher.description ? (
            <Typography variant="body2" color="text.secondary">
              {voucher.description}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <Box
        component="ul"
        sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}
        aria-label={t('vouchers.rules.label')}
      >
        {rules.map((rule) => (
          <Typography component="li" variant="body2" key={rule}>
            {rule}
          </Typography>
        ))}
      </Box>
      <Typography
        id={fitId}
        variant="body2"
        data-voucher-fit={voucher.applicable ? 'applicable' : (voucher.reason ?? 'not-applicable')}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          fontWeight: 600,
          color: voucher.applicable ? 'success.dark' : 'warning.dark',
        }}
      >
        <MdiIcon
          path={voucher.applicable ? mdiCheckCircleOutline : mdiInformationOutline}
          sx={{ fontSize: 20 }}
        />
        {voucher.applicable
          ? t('vouchers.fit.applicable', { amount: formatRupiah(voucher.discount) })
          : t(`apiErrors.${voucher.reason ?? 'VOUCHER_NOT_APPLICABLE'}`)}
      </Typography>
      {actions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{actions}</Box>
      ) : null}
    </Paper>
  );
}
