import { mdiCartArrowRight, mdiCartPlus, mdiCheckCircleOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PurchasableItemType } from '@scola/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/react';
import { MdiIcon } from '../../../components/mdi-icon';
import { errorCode, errorText } from '../../../lib/api-errors';
import { itemKey, useAddToCart, useCart } from '../api/cart';
import { cartKeys } from '../query-keys';
import { paths } from '../../../config/paths';

/** The item a visitor wanted to add before signing in (added when they come back to its page). */
const PENDING_KEY = 'scola.cart.pending';

function readPending(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(PENDING_KEY) ?? null;
  } catch {
    return null;
  }
}

function writePending(value: string | null): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(PENDING_KEY);
    else globalThis.sessionStorage?.setItem(PENDING_KEY, value);
  } catch {
    // Private mode without storage: the visitor simply adds it again after signing in.
  }
}

export interface AddToCartButtonProps {
  itemType: PurchasableItemType;
  itemId: string;
}

/**
 * The purchase action of a catalogue detail page: "Tambah ke keranjang", and "in the cart" (with a way to the cart)
 * once added. (Owned items show the collections' badge instead; the page chooses.) A visitor who is not signed in is sent
 * to sign in, comes back to this page, and the item is added then. Refusals (full class, not for sale, owned) are
 * shown as their Indonesian message.
 */
export function AddToCartButton({ itemType, itemId }: AddToCartButtonProps) {
  const { t } = useTranslation();
  const { loggedIn, auth } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const cart = useCart();
  const add = useAddToCart();
  const { mutate } = add;
  const key = itemKey(itemType, itemId);
  const inCart =
    cart.data?.lines.some(
      (line) => itemKey(line.itemType, line.itemId) === key && !line.slot && !line.problem,
    ) ?? false;

  const addNow = (afterwards?: () => void) =>
    mutate(
      { itemType, itemId },
      {
        onSuccess: () => afterwards?.(),
        onError: (error) => {
          afterwards?.();
          if (errorCode(error) === 'ITEM_ALREADY_IN_CART')
            void client.invalidateQueries({ queryKey: cartKeys.cart() });
        },
      },
    );

  // Back from signing in: add the item the visitor chose. The wish is forgotten only once the API has answered: if
  // this page is replaced while signing in settles (the request then has no one to report to), the next one adds it.
  const resumed = useRef(false);
  useEffect(() => {
    if (!loggedIn || resumed.current || readPending() !== key) return;
    resumed.current = true;
    addNow(() => writePending(null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- addNow is rebuilt on every render; these are its inputs
  }, [loggedIn, key, mutate, itemType, itemId]);

  const onAdd = () => {
    if (!loggedIn) {
      writePending(key);
      auth.setRedirect(`${location.pathname}${location.search}`);
      void navigate(paths.signIn());
      return;
    }
    addNow();
  };

  if (inCart) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }} data-cart-action="in-cart">
        <Typography
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, color: 'success.dark' }}
        >
          <MdiIcon path={mdiCheckCircleOutline} />
          {t('cart.add.inCart')}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.cart()}
          variant="contained"
          size="large"
          startIcon={<MdiIcon path={mdiCartArrowRight} />}
        >
          {t('cart.add.viewCart')}
        </Button>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-cart-action="add">
      <Button
        variant="contained"
        size="large"
        onClick={onAdd}
        loading={add.isPending}
        startIcon={<MdiIcon path={mdiCartPlus} />}
        data-add-to-cart=""
      >
        {t('cart.add.button')}
      </Button>
      {!loggedIn ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('cart.add.signInHint')}
        </Typography>
      ) : null}
      {add.isError ? (
        <Alert severity="error" data-error-code={errorCode(add.error) ?? 'UNKNOWN'}>
          {errorText(t, add.error)}
        </Alert>
      ) : null}
    </Box>
  );
}
