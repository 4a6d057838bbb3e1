/** What the student's home shows of their purchases (the page gathers it from the collections and the orders). */

export type PurchaseKind = 'kelas' | 'lifeskill' | 'materi';

/** An owned item, as the home lists the latest ones. */
export interface RecentPurchase {
  kind: PurchaseKind;
  id: string;
  title: string;
  /** Where it opens (the collection page of the item). */
  to: string;
  /** When it became theirs (ISO). */
  grantedAt: string;
}

/** An order waiting for its payment. */
export interface PendingPurchase {
  id: string;
  number: string;
  total: number;
  expiresAt: string;
  /** Titles of its lines, in order. */
  titles: string[];
}

export interface PurchaseSummary {
  /** How many of each the student owns. */
  counts: Record<PurchaseKind, number>;
  /** The newest owned items first. */
  latest: RecentPurchase[];
  /** The newest pending orders first, and how many there are in all. */
  pending: PendingPurchase[];
  pendingTotal: number;
}

/** Up to `limit` owned items of every kind, newest first (ties keep the order of the lists). */
export function latestPurchases(
  lists: readonly (readonly RecentPurchase[])[],
  limit: number,
): RecentPurchase[] {
  return lists
    .flat()
    .map((item, index) => ({ item, index, at: Date.parse(item.grantedAt) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ item }) => item);
}

/** Nothing bought and nothing waiting: the home shows its empty state (a new student). */
export function isEmptySummary(summary: PurchaseSummary): boolean {
  const owned = summary.counts.kelas + summary.counts.lifeskill + summary.counts.materi;
  return owned === 0 && summary.pendingTotal === 0;
}
