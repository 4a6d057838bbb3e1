/**
 * The public door of this feature for other features (ADR 0016): they import from here, never from its files.
 * Pages in `app/` compose features and may import their components directly.
 */
export { cartKeys } from './query-keys';
export { itemKey, useAddToCart, useCart } from './api/cart';
/** The purchase action of an item's page (a paid study room's too: `itemType="study-room"`). */
export { AddToCartButton, type AddToCartButtonProps } from './components/add-to-cart-button';
