/** The `orders` table, for foreign keys of other modules' tables only. */
export { orders as ordersTable } from './orders.tables';
