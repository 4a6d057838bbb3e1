import { mdiAlertCircleOutline, mdiTrashCanOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CartLine } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image';
import { MdiIcon } from '../../../components/mdi-icon';
import { PriceTag } from '../../../components/price-tag';
import { itemPagePath, itemTypeLabelKey } from '../../../lib/commerce-items';
import { formatSlot } from '../../../lib/viewer-time';

export interface CartLineItemProps {
  line: CartLine;
  onRemove: (line: CartLine) => void;
}

/** One line of the cart: cover, kind, title (to its page), tutor, current price, what is wrong with it, remove. */
export function CartLineItem({ line, onRemove }: CartLineItemProps) {
  const { t, i18n } = useTranslation();
  const slotText = line.slot ? formatSlot(line.slot, i18n.language) : null;
  const removeLabel = t('cart.line.remove', { title: slotText ? `${line.title}, ${slotText}` : line.title });
  return (
    <Box
      component="li"
      data-cart-line={`${line.itemType}:${line.itemId}`}
      data-slot={line.slot?.startsAt}
      data-problem={line.problem ?? undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '88px minmax(0, 1fr) auto', sm: '128px minmax(0, 1fr) auto' },
        gap: { xs: 1.5, sm: 2 },
        py: 2,
        alignItems: 'start',
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <CoverImage src={line.coverUrl} alt="" ratio={4 / 3} sx={{ borderRadius: 2 }} />
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box>
          <Chip
            size="small"
            label={line.slot ? t('cart.line.slot') : t(itemTypeLabelKey(line.itemType))}
            sx={{ fontWeight: 600 }}
          />
        </Box>
        <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={itemPagePath(line.itemType, line.itemId)}
            underline="hover"
            color="inherit"
          >
            {line.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {line.tutorName}
        </Typography>
        {slotText ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-slot-time="">
            {slotText}
          </Typography>
        ) : null}
        {line.seatsLeft !== null && !line.problem ? (
          <Typography variant="body2" color={line.seatsLeft <= 3 ? 'warning.dark' : 'text.secondary'}>
            {t('cart.line.seatsLeft', { count: line.seatsLeft })}
          </Typography>
        ) : null}
        <PriceTag amount={line.price} previousAmount={line.originalPrice} />
        {line.problem ? (
          <Alert
            severity="warning"
            icon={<MdiIcon path={mdiAlertCircleOutline} />}
            data-line-problem={line.problem}
            sx={{ mt: 0.5, py: 0 }}
          >
            {t(`cart.problem.${line.problem}`)}
          </Alert>
        ) : null}
      </Box>
      <Tooltip title={removeLabel}>
        <IconButton aria-label={removeLabel} onClick={() => onRemove(line)} sx={{ mt: -0.5 }}>
          <MdiIcon path={mdiTrashCanOutline} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
