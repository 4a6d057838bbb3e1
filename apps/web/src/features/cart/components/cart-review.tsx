import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CartLine } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CoverImage } from '../../../components/cover-image';
import { cartLineKey } from '../api/cart';
import { itemTypeLabelKey } from '../../../lib/commerce-items';
import { formatRupiah } from '../../../lib/format';
import { formatSlot } from '../../../lib/viewer-time';

export interface CartReviewProps {
  lines: readonly CartLine[];
  /** Each line's share of the voucher discount, by `cartLineKey` (`discountsByLine`). */
  lineDiscounts?: ReadonlyMap<string, number>;
}

/** The lines of the cart as the order will be made of them (read-only, for the checkout's summary). */
export function CartReview({ lines, lineDiscounts }: CartReviewProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-checkout-lines="">
      {lines.map((line) => {
        const discount = lineDiscounts?.get(cartLineKey(line)) ?? 0;
        return (
          <Box
            component="li"
            key={cartLineKey(line)}
            data-checkout-line=""
            data-slot={line.slot?.startsAt}
            sx={{
              display: 'grid',
              gridTemplateColumns: '64px minmax(0, 1fr) auto',
              gap: 1.5,
              alignItems: 'center',
              py: 1.25,
              '& + &': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            <CoverImage src={line.coverUrl} alt="" ratio={4 / 3} sx={{ borderRadius: 1.5 }} />
            <Box sx={{ minWidth: 0 }}>
              <Chip
                size="small"
                label={line.slot ? t('cart.line.slot') : t(itemTypeLabelKey(line.itemType))}
                sx={{ mb: 0.25, height: 20, fontSize: '0.75rem' }}
              />
              <Typography sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                {line.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {line.tutorName}
              </Typography>
              {line.slot ? (
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-slot-time="">
                  {formatSlot(line.slot, i18n.language)}
                </Typography>
              ) : null}
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatRupiah(line.price)}
              </Typography>
              {discount > 0 ? (
                <Typography variant="body2" color="success.dark" sx={{ whiteSpace: 'nowrap' }}>
                  −{formatRupiah(discount)}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
