import { mdiCartOutline } from '@mdi/js';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../auth/react';
import { MdiIcon } from '../../../components/mdi-icon';
import { useCart } from '../api/cart';
import { paths } from '../../../config/paths';

/** The header's cart: an icon with the number of items, for signed-in users (nothing for visitors). */
export function CartHeaderButton() {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const cart = useCart();
  if (!loggedIn) return null;
  const count = cart.data?.lines.length ?? 0;
  return (
    <IconButton
      component={RouterLink}
      to={paths.cart()}
      aria-label={t('cart.header.label', { count })}
      data-cart-count={count}
      color="inherit"
    >
      <Badge badgeContent={count} color="primary" max={99}>
        <MdiIcon path={mdiCartOutline} />
      </Badge>
    </IconButton>
  );
}
