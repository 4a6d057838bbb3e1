import { mdiCalendarCheckOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PurchasableItemType, User } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../auth/react';
import { PurchaseActionContext } from '../../../components/detail-layout';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { canBuy } from '../../../config/role-areas';
import { AddToCartButton } from '../../../features/cart/components/add-to-cart-button';
import { useOwnership } from '../../../features/collections/api/collections';
import { OwnedBadge } from '../../../features/collections/components/owned-badge';

export interface PurchaseActionProps {
  itemType: PurchasableItemType;
  itemId: string;
  /** Offer the free trial class request under the action (the live class pages). */
  freeTrial?: boolean;
  /**
   * A bimble class is booked by slot: the action leads to the slot picker (the element with this id) instead of
   * adding the class to the cart.
   */
  slotPickerId?: string;
}

/** The purchase box's action of a bimble class: to its slot picker on the same page. */
function ChooseSlotsButton({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  const toPicker = () => {
    const target = document.getElementById(targetId);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  return (
    <Button
      variant="contained"
      size="large"
      onClick={toPicker}
      startIcon={<MdiIcon path={mdiCalendarCheckOutline} />}
      data-choose-slots=""
    >
      {t('bimble.choose')}
    </Button>
  );
}

/** A student's (or a visitor's) action: open the item when owned, otherwise add it to the cart. */
function BuyerAction({ itemType, itemId, slotPickerId }: Omit<PurchaseActionProps, 'freeTrial'>) {
  const ownership = useOwnership([{ itemType, itemId }]);
  // Owning a bimble class (a slot booked before) does not stop booking more slots.
  if (slotPickerId) return <ChooseSlotsButton targetId={slotPickerId} />;
  if (ownership.isPending) return <Skeleton variant="rounded" height={42} />;
  if (ownership.isOwned({ itemType, itemId })) return <OwnedBadge itemType={itemType} itemId={itemId} />;
  return <AddToCartButton itemType={itemType} itemId={itemId} />;
}

/**
 * What the viewer can do with a catalogue item. Buying is for students (the cart and ownership refuse other
 * accounts): a signed-in tutor or admin without the student role gets a short note and no student-only request.
 */
export function PurchaseAction({ freeTrial = false, ...item }: PurchaseActionProps) {
  const { t } = useTranslation();
  const { loggedIn, user } = useAuth<User>();
  if (loggedIn && !canBuy(user?.scope))
    return (
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} data-purchase-note="">
        {t('catalogue.purchase.studentsOnly')}
      </Typography>
    );
  if (!freeTrial) return <BuyerAction {...item} />;
  return (
    <>
      <BuyerAction {...item} />
      <Link
        component={RouterLink}
        to={paths.freeTrialSignUp()}
        variant="body2"
        sx={{ textAlign: 'center' }}
        data-free-trial-link=""
      >
        {t('catalogue.purchase.freeTrial')}
      </Link>
    </>
  );
}

/** Puts the item's purchase action into the purchase box of the detail view inside. */
export function WithPurchaseAction({ children, ...item }: PurchaseActionProps & { children: ReactNode }) {
  return <PurchaseActionContext value={<PurchaseAction {...item} />}>{children}</PurchaseActionContext>;
}
