/** Where the things a student can buy live in the app (cart lines, order lines, collections). */
import type { PurchasableItemType } from '@scola/contracts';
import { paths } from '../config/paths';

/** The catalogue page of an item. */
export function itemPagePath(itemType: PurchasableItemType, itemId: string): string {
  switch (itemType) {
    case 'kelas':
      return paths.classDetail(itemId);
    case 'kelas-paket':
      return paths.classPackageDetail(itemId);
    case 'materi':
      return paths.materialDetail(itemId);
    case 'lifeskill':
      return paths.skillCourseDetail(itemId);
    case 'study-room':
      return paths.studyRoom(itemId);
  }
}

/** The collection page an owned item shows up in (a package grants its classes; a room: the student's rooms). */
export function collectionPagePath(itemType: PurchasableItemType): string {
  switch (itemType) {
    case 'kelas':
    case 'kelas-paket':
      return paths.classCollection();
    case 'materi':
      return paths.materialCollection();
    case 'lifeskill':
      return paths.skillCourseCollection();
    case 'study-room':
      return paths.studySpace();
  }
}

/** i18n key of the kind of item ("Kelas", "Paket kelas", "Materi", "Lifeskill", "Ruang Belajar"). */
export const itemTypeLabelKey = (itemType: PurchasableItemType): string => `cart.itemType.${itemType}`;
