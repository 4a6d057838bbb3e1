import type { CartLine, LineDiscount } from '@scola/contracts';
import { cartLineKey, itemKey } from './cart';

/**
 * Each cart line's share of the voucher discount, by `cartLineKey`. The preview lists the eligible lines in the
 * cart's order by item only, so two slot lines of one bimbel class share an item key (ADR 0034): they are matched in
 * order, each taking the next share of its item, instead of both showing the last one.
 */
export function discountsByLine(
  lines: readonly CartLine[],
  lineDiscounts: readonly LineDiscount[],
): Map<string, number> {
  const queues = new Map<string, number[]>();
  for (const share of lineDiscounts) {
    const key = itemKey(share.itemType, share.itemId);
    queues.set(key, [...(queues.get(key) ?? []), share.discount]);
  }
  return new Map(
    lines.map((line) => [cartLineKey(line), queues.get(itemKey(line.itemType, line.itemId))?.shift() ?? 0]),
  );
}
