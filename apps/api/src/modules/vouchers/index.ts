/** The `vouchers` table, for foreign keys of other modules' tables only. */
export { vouchers as vouchersTable } from './vouchers.tables';
