/** Where the things a student can buy live in the app (cart lines, order lines, collections). */
import type { PurchasableItemType } from '@scola/contracts';

/** The catalogue page of an item. */
export function itemPagePath(itemType: PurchasableItemType, itemId: string): string {
  switch (itemType) {
    case 'kelas':
      return `/kelas/${itemId}`;
    case 'kelas-paket':
      return `/kelas-paket/${itemId}`;
    case 'materi':
      return `/materi/detil/${itemId}`;
    case 'lifeskill':
      return `/lifeskill/detil/${itemId}`;
  }
}

/** The collection page an owned item shows up in (a package grants its classes). */
export function collectionPagePath(itemType: PurchasableItemType): string {
  switch (itemType) {
    case 'kelas':
    case 'kelas-paket':
      return '/beranda/koleksi-kelas';
    case 'materi':
      return '/beranda/koleksi-materi';
    case 'lifeskill':
      return '/beranda/koleksi-lifeskill';
  }
}

/** i18n key of the kind of item ("Kelas", "Paket kelas", "Materi", "Lifeskill"). */
export const itemTypeLabelKey = (itemType: PurchasableItemType): string => `cart.itemType.${itemType}`;
