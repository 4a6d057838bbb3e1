import Skeleton from '@mui/material/Skeleton';
import type { PurchasableItemType } from '@scola/contracts';
import type { ReactNode } from 'react';
import { PurchaseActionContext } from '../../../components/detail-layout';
import { AddToCartButton } from '../../../features/cart/components/add-to-cart-button';
import { useOwnership } from '../../../features/collections/api/collections';
import { OwnedBadge } from '../../../features/collections/components/owned-badge';

export interface PurchaseActionProps {
  itemType: PurchasableItemType;
  itemId: string;
}

/** What a student can do with a catalogue item: open it when owned, otherwise add it to the cart. */
export function PurchaseAction({ itemType, itemId }: PurchaseActionProps) {
  const ownership = useOwnership([{ itemType, itemId }]);
  if (ownership.isPending) return <Skeleton variant="rounded" height={42} />;
  if (ownership.isOwned({ itemType, itemId })) return <OwnedBadge itemType={itemType} itemId={itemId} />;
  return <AddToCartButton itemType={itemType} itemId={itemId} />;
}

/** Puts the item's purchase action into the purchase box of the detail view inside. */
export function WithPurchaseAction({ children, ...item }: PurchaseActionProps & { children: ReactNode }) {
  return <PurchaseActionContext value={<PurchaseAction {...item} />}>{children}</PurchaseActionContext>;
}
