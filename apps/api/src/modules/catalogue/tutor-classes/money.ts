const grouped = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** `150000` → `150.000` (Indonesian grouping), for messages that name an amount after "Rp ". */
export const formatRupiahPlain = (amount: number) => grouped.format(amount);
