/**
 * Bounds of the account export (ADR 0051): each section carries at most this many rows, so an archive stays a
 * bounded answer however long an account was used.
 */
export const EXPORT_ROW_LIMIT = 5000;

/** A table row as it goes into the archive: JSON values only (dates as ISO strings). */
export type ExportRow = Record<string, unknown>;

/** Rows as the archive carries them: dates become ISO strings, the listed columns are left out. */
export function toExportRows<T extends object>(rows: T[], omit: readonly string[] = []): ExportRow[] {
  return rows.map((row) => {
    const out: ExportRow = {};
    for (const [key, value] of Object.entries(row)) {
      if (omit.includes(key)) continue;
      out[key] = value instanceof Date ? value.toISOString() : value;
    }
    return out;
  });
}
