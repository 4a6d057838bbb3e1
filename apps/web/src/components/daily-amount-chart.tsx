import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDay, formatRupiah, intlLocale } from '../lib/format';

/** One bar: a WIB calendar date and an amount in rupiah (negative allowed). */
export interface DailyAmount {
  date: string;
  amount: number;
}

export interface DailyAmountChartProps {
  days: readonly DailyAmount[];
  language: string | undefined;
}

/**
 * A Recharts bar chart of rupiah per day (a negative day, e.g. more refunded than sold, in the error colour): the
 * admin's net sales, a tutor's earnings. This module is the only one importing Recharts; load it lazily
 * (`lazy(() => import(...))`) so Recharts stays a chunk of its own. Hide it from assistive technology and give the
 * same figures as a table beside it.
 */
export default function DailyAmountChart({ days, language }: DailyAmountChartProps) {
  const theme = useTheme();
  const compact = new Intl.NumberFormat(intlLocale(language), {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const data = days.map((day) => ({ ...day, label: formatCalendarDay(day.date, language) }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
        <XAxis
          dataKey="label"
          tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
          interval="preserveStartEnd"
          minTickGap={16}
        />
        <YAxis
          width={56}
          tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
          tickFormatter={(value: number) => compact.format(value)}
        />
        <Tooltip
          cursor={{ fill: theme.palette.action.hover }}
          formatter={(value) => formatRupiah(Number(value))}
          labelFormatter={(_label, payload) => {
            const date = (payload[0]?.payload as DailyAmount | undefined)?.date;
            return date ? formatCalendarDay(date, language, true) : '';
          }}
        />
        <Bar dataKey="amount" name="" radius={[4, 4, 0, 0]} isAnimationActive={false}>
          {data.map((day) => (
            <Cell
              key={day.date}
              fill={day.amount < 0 ? theme.palette.error.main : theme.palette.primary.main}
            />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
