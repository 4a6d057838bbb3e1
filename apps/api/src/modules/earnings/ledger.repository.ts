import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type LedgerAccountKind,
  ledgerAccounts,
  ledgerEntries,
  type LedgerTransactionKind,
  ledgerTransactions,
} from './earnings.tables';

export type NewLedgerTransaction = Omit<typeof ledgerTransactions.$inferInsert, 'id'>;
export interface NewLedgerEntry {
  account: LedgerAccountKind;
  amount: number;
  /** `tutor_earnings` credits of a class not started yet: when they become available (default: now). */
  availableAt?: Date;
}

/** Sums of a tutor's accounts at a moment, integer rupiah (`owed` as a positive amount). */
export interface TutorSums {
  available: number;
  pending: number;
  reserved: number;
  owed: number;
  paidOut: number;
}

/** Kinds shown in a tutor's history: the movements of their own money (a transfer only empties the reserve). */
export const historyKinds: LedgerTransactionKind[] = ['sale', 'refund', 'payout_request', 'payout_rejected'];

const tutorKinds = ['tutor_earnings', 'tutor_reserved', 'tutor_owed'] as const;
const asNumber = (value: unknown) => Number(value ?? 0);

/** The only code that queries `ledger_accounts`, `ledger_transactions` and `ledger_entries`. */
export function createLedgerRepository(db: Database) {
  /** Account ids of the given kinds for `tutorId` (null: the platform's), created on first use. */
  async function accountIds(tutorId: string | null, kinds: readonly LedgerAccountKind[]) {
    await db
      .insert(ledgerAccounts)
      .values(kinds.map((kind) => ({ kind, tutorId })))
      .onConflictDoNothing();
    const rows = await db
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(
        and(
          inArray(ledgerAccounts.kind, [...kinds]),
          tutorId ? eq(ledgerAccounts.tutorId, tutorId) : sql`${ledgerAccounts.tutorId} is null`,
        ),
      );
    return new Map(rows.map((row) => [row.kind, row.id]));
  }

  return {
    /**
     * Locks the tutor's balance until the end of the caller's transaction (their `tutor_earnings` account row, made
     * on first use): every change that reads a balance before it writes runs under this lock.
     */
    async lockTutor(tutorId: string): Promise<void> {
      await accountIds(tutorId, tutorKinds);
      await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'tutor_earnings'), eq(ledgerAccounts.tutorId, tutorId)))
        .for('update');
    },

    /**
     * Writes a transaction and its entries (zero amounts left out); the database refuses it at commit unless they
     * sum to zero. Answers false (and writes nothing) when a transaction with the same key exists: exactly once.
     */
    async post(transaction: NewLedgerTransaction, entries: NewLedgerEntry[]): Promise<boolean> {
      const [row] = await db
        .insert(ledgerTransactions)
        .values(transaction)
        .onConflictDoNothing({ target: ledgerTransactions.key })
        .returning({ id: ledgerTransactions.id });
      if (!row) return false;
      const written = entries.filter((entry) => entry.amount !== 0);
      if (written.length === 0) return true;
      const tutorIds = await accountIds(transaction.tutorId, tutorKinds);
      const platformKinds = written.map((e) => e.account).filter((kind) => !kind.startsWith('tutor_'));
      const platformIds = platformKinds.length > 0 ? await accountIds(null, platformKinds) : new Map();
      await db.insert(ledgerEntries).values(
        written.map((entry) => ({
          transactionId: row.id,
          accountId: (tutorIds.get(entry.account) ?? platformIds.get(entry.account)) as string,
          amount: entry.amount,
          // Unless told, a credit is available when the transaction happens (the caller's clock, not the database's).
          ...(entry.availableAt || transaction.createdAt
            ? { availableAt: entry.availableAt ?? transaction.createdAt }
            : {}),
        })),
      );
      return true;
    },

    /** The transaction of `key` with its entries' amounts per account kind and its earnings' `available_at`. */
    async findByKey(key: string) {
      const [transaction] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, key));
      if (!transaction) return null;
      const entries = await db
        .select({
          kind: ledgerAccounts.kind,
          amount: ledgerEntries.amount,
          availableAt: ledgerEntries.availableAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerEntries.transactionId, transaction.id));
      return { transaction, entries };
    },

    /** Which of these keys are posted already. */
    async postedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: ledgerTransactions.key })
        .from(ledgerTransactions)
        .where(inArray(ledgerTransactions.key, [...keys]));
      return new Set(rows.map((row) => row.key));
    },

    /** The tutor's balances at `now`: sums of entries (one query). */
    async sums(tutorId: string, now: Date): Promise<TutorSums> {
      const at = now.toISOString();
      const [row] = await db
        .select({
          available: sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'tutor_earnings' and ${ledgerEntries.availableAt} <= ${at}), 0)`,
          pending: sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'tutor_earnings' and ${ledgerEntries.availableAt} > ${at}), 0)`,
          reserved: sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'tutor_reserved'), 0)`,
          owed: sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'tutor_owed'), 0)`,
          paidOut: sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'tutor_reserved' and ${ledgerTransactions.kind} = 'payout_paid'), 0)`,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(eq(ledgerAccounts.tutorId, tutorId));
      return {
        available: asNumber(row?.available),
        pending: asNumber(row?.pending),
        reserved: asNumber(row?.reserved),
        owed: -asNumber(row?.owed),
        paidOut: -asNumber(row?.paidOut),
      };
    },

    /** A page of the tutor's history, newest first, with each movement's effect on their money (2 queries). */
    async history(tutorId: string, page: { limit: number; offset: number }) {
      const mine = and(
        eq(ledgerTransactions.tutorId, tutorId),
        inArray(ledgerTransactions.kind, historyKinds),
      );
      const rows = await db
        .select({
          transaction: ledgerTransactions,
          amount: sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} in ('tutor_earnings', 'tutor_owed')), 0)`,
          availableAt: sql<
            Date | string | null
          >`max(${ledgerEntries.availableAt}) filter (where ${ledgerAccounts.kind} = 'tutor_earnings' and ${ledgerEntries.amount} > 0)`,
          fee: sql`sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'platform_fees')`,
        })
        .from(ledgerTransactions)
        .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(mine)
        .groupBy(ledgerTransactions.id)
        .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(ledgerTransactions).where(mine);
      return {
        total: total?.n ?? 0,
        rows: rows.map((row) => ({
          transaction: row.transaction,
          amount: asNumber(row.amount),
          availableAt: row.availableAt ? new Date(row.availableAt) : null,
          fee: row.fee === null || row.fee === undefined ? null : asNumber(row.fee),
        })),
      };
    },

    /** Sales less refunds per day of `timeZone`, from `from` to `to` (local dates, inclusive). */
    async perDay(tutorId: string, range: { from: string; to: string; timeZone: string }) {
      const day = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone ${range.timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, amount: sql`sum(${ledgerEntries.amount})` })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            eq(ledgerTransactions.tutorId, tutorId),
            inArray(ledgerTransactions.kind, ['sale', 'refund']),
            inArray(ledgerAccounts.kind, ['tutor_earnings', 'tutor_owed']),
            sql`${ledgerTransactions.createdAt} >= (${range.from}::date)::timestamp at time zone ${range.timeZone}`,
            sql`${ledgerTransactions.createdAt} < ((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`,
          ),
        )
        .groupBy(sql`1`);
      return new Map(rows.map((row) => [row.day, asNumber(row.amount)]));
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
