import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { type OrderActions, ordersRoutes } from './orders.routes';
import { createOrdersRepository } from './orders.repository';
import { createOrdersService } from './orders.service';
import { createSimulatorLedger } from './simulator-ledger.repository';
import { createAdminOrdersService } from './admin-orders.service';
import { createRefundsRepository } from './refunds.repository';
import { createSalesFigures } from './sales-figures.repository';

/** The `orders` table, for foreign keys of other modules' tables only. */
export { orders as ordersTable } from './orders.tables';
export type { OrderLineRow, OrderRow, PaymentRow } from './orders.tables';
export type {
  NewOrderLineRow,
  NewPaymentNotificationRow,
  OrdersRepository,
  PendingHolder,
} from './orders.repository';
export { voucherUsageOf, voucherUsesOf } from './orders.repository';
export { settledOrdersAfter } from './settled-orders.repository';
export { paidLinesOfItems } from './item-lines.repository';
export { newOrderNumber, toCheckoutOrder, type OrdersService } from './orders.service';
export { ordersRoutes, type OrderActions, type OrderBuyer } from './orders.routes';
export type { SimulatorLedger, SimulatorTransaction } from './simulator-ledger.repository';
export type { OrderRefundWithLines, RefundsRepository } from './refunds.repository';
export type { AdminOrdersService } from './admin-orders.service';
export type { OrderRefundRow } from './orders.tables';
export type { DailySales, ItemSales, SalesFigures, TimeSpan } from './sales-figures.repository';

/**
 * Order storage over a database or a transaction: the checkout and settlement workflows use it inside their
 * transactions (it is the only code touching the orders tables).
 */
export function ordersRepositoryFor(db: Database) {
  return createOrdersRepository(db);
}

/** Reading the buyer's orders. */
export function ordersServiceFor(db: Database) {
  return createOrdersService(createOrdersRepository(db));
}

/** Refunds of orders and their lines (the refund workflow uses it inside its transaction). */
export function refundsRepositoryFor(db: Database) {
  return createRefundsRepository(db);
}

/** Every buyer's orders, for the admin console (list, and one order with its refunds). */
export function adminOrdersServiceFor(db: Database) {
  return createAdminOrdersService(db);
}

/** Sales per day and the best-selling items, for the admin dashboard. */
export function salesFiguresFor(db: Database) {
  return createSalesFigures(db);
}

/** The payment simulator's record of its transactions (what each buyer chose), read by its status lookup. */
export function simulatorLedgerFor(db: Database) {
  return createSimulatorLedger(db);
}

/**
 * Checkout, orders, payment notifications and the simulator's action under the API prefix. The actions are the
 * buying workflows (they span modules), handed in by app.ts.
 */
export const ordersModule: FastifyPluginAsync<{ actions: OrderActions }> = async (app, { actions }) => {
  await app.register(ordersRoutes, { actions, activeProvider: () => app.payments.active.name });
};
export { ordersForExport } from './account-data.repository';
