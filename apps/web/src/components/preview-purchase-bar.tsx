import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PurchaseActionContext } from './detail-layout';
import { PriceTag } from './price-tag';

export interface PreviewPurchaseBarProps {
  /** The item on sale: its title (names the bar) and prices (the regular one struck through on sale). */
  item: { title: string; price: number; salePrice: number | null; finalPrice: number };
}

/**
 * Price and purchase on a preview page (the material's PDF, the course's free lessons): the same action the detail
 * page shows (`PurchaseActionContext`: add to cart, in the cart, or owned). Placed last in the page, it sticks to the
 * bottom of the screen (above the payment simulator banner) while the preview scrolls, so it is never only reachable
 * after the whole PDF. Without an action from the page it shows nothing.
 */
export function PreviewPurchaseBar({ item }: PreviewPurchaseBarProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const action = useContext(PurchaseActionContext);
  if (!action) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={labelId}
      elevation={6}
      data-preview-purchase=""
      sx={{
        position: 'sticky',
        bottom: 'calc(var(--scola-bottom-inset, 0px) + 8px)',
        zIndex: 'appBar',
        mt: 2,
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
      }}
    >
      <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
        <Typography id={labelId} variant="body2" color="text.secondary" noWrap>
          {t('catalogue.purchase.previewBar', { title: item.title })}
        </Typography>
        <PriceTag
          amount={item.finalPrice}
          previousAmount={item.salePrice === null ? null : item.price}
          size="large"
        />
      </Box>
      <Box sx={{ flex: '0 1 auto', minWidth: { xs: 0, sm: 260 } }}>{action}</Box>
    </Paper>
  );
}
