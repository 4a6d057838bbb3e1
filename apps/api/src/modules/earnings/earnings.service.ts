import {
  type AdminPayout,
  type AdminPayoutListQuery,
  type DailyEarnings,
  type EarningsBalance,
  type EarningsEntry,
  type EarningsHistoryQuery,
  MINIMUM_PAYOUT,
  type Payout,
  type PayoutDecision,
  type PayoutListQuery,
  type PayoutRequest,
} from '@scola/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { PayoutRow } from './earnings.tables';
import { createLedgerRepository } from './ledger.repository';
import { DEBIT_AT, settleOwed } from './ledger-postings';
import { createPayoutsRepository } from './payouts.repository';

export const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  amount: row.amount,
  status: row.status,
  bankName: row.bankName,
  accountNumber: row.accountNumber,
  accountHolder: row.accountHolder,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  transferReference: row.transferReference,
  rejectReason: row.rejectReason,
});

export const toAdminPayout = (row: PayoutRow): AdminPayout => ({
  ...toPayout(row),
  tutor: { id: row.tutorId, name: row.tutorName, email: row.tutorEmail },
  decidedBy: row.decidedBy,
});

const pageOf = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** The tutor's balances, history and payouts (`/api/tutor/pendapatan`, `/api/tutor/pencairan`). */
export function createEarningsService(deps: { db: Database; clock: () => Date; feePercent: number }) {
  const { db, clock } = deps;

  return {
    async balance(tutorId: string): Promise<EarningsBalance> {
      const sums = await createLedgerRepository(db).sums(tutorId, clock());
      return {
        ...sums,
        withdrawable: Math.max(0, sums.available - sums.owed),
        minimumPayout: MINIMUM_PAYOUT,
        platformFeePercent: deps.feePercent,
      };
    },

    async history(tutorId: string, query: EarningsHistoryQuery) {
      const now = clock();
      const { rows, total } = await createLedgerRepository(db).history(tutorId, pageOf(query));
      const data = rows.map(({ transaction: t, amount, availableAt, fee }): EarningsEntry => {
        const sale = t.kind === 'sale';
        return {
          id: t.id,
          kind: t.kind as EarningsEntry['kind'],
          occurredAt: t.createdAt.toISOString(),
          amount,
          pendingUntil: sale && availableAt && availableAt > now ? availableAt.toISOString() : null,
          orderNumber: t.orderNumber,
          itemTitle: t.itemTitle,
          grossAmount: sale ? t.grossAmount : null,
          discount: sale ? t.discount : null,
          platformFee: sale ? (fee ?? 0) : null,
          payoutId: t.payoutId,
        };
      });
      return { data, meta: { page: query.page, pageSize: query.pageSize, total } };
    },

    async payouts(tutorId: string, query: PayoutListQuery) {
      const { rows, total } = await createPayoutsRepository(db).list({
        tutorId,
        status: query.status,
        ...pageOf(query),
      });
      return { data: rows.map(toPayout), meta: { page: query.page, pageSize: query.pageSize, total } };
    },

    /**
     * Reserves `amount` of the tutor's balance for a payout, under the tutor's lock: concurrent requests see each
     * other's reservations, so together they never take more than the balance.
     */
    async requestPayout(
      tutor: { id: string; name: string; email: string },
      body: PayoutRequest,
    ): Promise<Payout> {
      return inTransaction(db, async (tx) => {
        const ledger = createLedgerRepository(tx);
        await ledger.lockTutor(tutor.id);
        // The time once the lock is held: requests that waited for it see the reservations made meanwhile.
        const now = clock();
        await settleOwed(ledger, tutor.id, now);
        const sums = await ledger.sums(tutor.id, now);
        if (body.amount > sums.available - sums.owed) throw new AppError('PAYOUT_EXCEEDS_BALANCE');
        const row = await createPayoutsRepository(tx).insert({
          tutorId: tutor.id,
          tutorName: tutor.name,
          tutorEmail: tutor.email,
          amount: body.amount,
          bankName: body.bankName,
          accountNumber: body.accountNumber,
          accountHolder: body.accountHolder,
          requestedAt: now,
        });
        await ledger.post(
          {
            key: `payout:${row.id}:request`,
            kind: 'payout_request',
            tutorId: tutor.id,
            payoutId: row.id,
            createdAt: now,
          },
          [
            { account: 'tutor_earnings', amount: -row.amount, availableAt: DEBIT_AT },
            { account: 'tutor_reserved', amount: row.amount },
          ],
        );
        return toPayout(row);
      });
    },

    /** Earnings (sales less refunds) per day of `timeZone` from `from` to `to` (`YYYY-MM-DD`, inclusive). */
    async perDay(tutorId: string, range: { from: string; to: string; timeZone: string }) {
      return earningsPerDay(db, tutorId, range);
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;

/** Every date from `from` to `to` (`YYYY-MM-DD`, inclusive), at most a year and a bit. */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    dates.push(new Date(at).toISOString().slice(0, 10));
    if (dates.length > 400) break;
  }
  return dates;
}

/**
 * A tutor's earnings per day of their time zone (sales credited less refunds, integer rupiah), every day of the range
 * present (0 when nothing happened): what the tutor dashboard charts.
 */
export async function earningsPerDay(
  db: Database,
  tutorId: string,
  range: { from: string; to: string; timeZone: string },
): Promise<DailyEarnings[]> {
  const found = await createLedgerRepository(db).perDay(tutorId, range);
  return datesBetween(range.from, range.to).map((date) => ({ date, amount: found.get(date) ?? 0 }));
}

/**
 * An admin's decision on a payout in the caller's transaction (the workflow writes its audit row in it): paid moves
 * the reserve out to the platform's payouts, rejected gives it back to the tutor's balance. A payout decided before
 * is refused (409 PAYOUT_ALREADY_DECIDED).
 */
export async function decidePayout(
  tx: Database,
  input: { id: string; decision: PayoutDecision; decidedBy: string; now: Date },
): Promise<{ before: PayoutRow; after: PayoutRow }> {
  const payouts = createPayoutsRepository(tx);
  const before = await payouts.lockById(input.id);
  if (!before) throw new AppError('NOT_FOUND', 'Pencairan tidak ditemukan.');
  if (before.status !== 'requested') throw new AppError('PAYOUT_ALREADY_DECIDED');
  const ledger = createLedgerRepository(tx);
  await ledger.lockTutor(before.tutorId);
  const paid = input.decision.decision === 'paid';
  await ledger.post(
    {
      key: `payout:${before.id}:${paid ? 'paid' : 'rejected'}`,
      kind: paid ? 'payout_paid' : 'payout_rejected',
      tutorId: before.tutorId,
      payoutId: before.id,
      createdAt: input.now,
    },
    [
      { account: 'tutor_reserved', amount: -before.amount },
      { account: paid ? 'platform_payouts' : 'tutor_earnings', amount: before.amount },
    ],
  );
  const after = await payouts.decide(before.id, {
    status: paid ? 'paid' : 'rejected',
    transferReference: input.decision.decision === 'paid' ? input.decision.transferReference : null,
    rejectReason: input.decision.decision === 'rejected' ? input.decision.reason : null,
    decidedAt: input.now,
    decidedBy: input.decidedBy,
  });
  return { before, after };
}

/** The admin's payout queue. */
export async function listPayoutsForAdmin(db: Database, query: AdminPayoutListQuery) {
  const { rows, total } = await createPayoutsRepository(db).list({
    tutorId: query.tutor,
    status: query.status,
    q: query.q,
    ...pageOf(query),
  });
  return { data: rows.map(toAdminPayout), meta: { page: query.page, pageSize: query.pageSize, total } };
}
