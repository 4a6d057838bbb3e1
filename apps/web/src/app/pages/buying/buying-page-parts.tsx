/** A `?page=` value as a page number (1 when absent or invalid). */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
