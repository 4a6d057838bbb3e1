import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../lib/format';
import { mergeSx } from '../lib/sx';
import { VisuallyHidden } from './visually-hidden';

export interface PriceTagProps {
  /** What the buyer pays, integer rupiah. */
  amount: number;
  /** The regular price when `amount` is a discount (shown struck through). */
  previousAmount?: number | null;
  size?: 'small' | 'large';
  sx?: SxProps<Theme>;
}

/**
 * A price in rupiah (`Rp 150.000`), "Gratis" for 0, and on sale the regular price struck through after it
 * (`<del>`, announced as "harga normal").
 */
export function PriceTag({ amount, previousAmount, size = 'small', sx }: PriceTagProps) {
  const { t } = useTranslation();
  const onSale = previousAmount !== undefined && previousAmount !== null && previousAmount > amount;
  return (
    <Box
      component="span"
      data-price={amount}
      sx={mergeSx({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }, sx)}
    >
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size === 'large' ? '1.625rem' : '1.0625rem',
          color: amount === 0 ? 'success.dark' : 'text.primary',
        }}
      >
        {amount === 0 ? t('catalogue.price.free') : formatRupiah(amount)}
      </Box>
      {onSale ? (
        <Box
          component="del"
          sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1rem' : '0.875rem' }}
        >
          <VisuallyHidden>{t('catalogue.price.regular')} </VisuallyHidden>
          {formatRupiah(previousAmount)}
        </Box>
      ) : null}
    </Box>
  );
}
