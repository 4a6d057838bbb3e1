import { useTheme } from '@mui/material/styles';
import type { DashboardDay } from '@scola/contracts';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupiah, intlLocale } from '../../../lib/format';
import { formatDay } from './dashboard-format';

export interface SalesByDayChartProps {
  days: readonly DashboardDay[];
  language: string | undefined;
}

/**
 * The Recharts bar chart of net sales per day (a negative day, more refunded than sold, in the error colour). This
 * module is the only one importing Recharts and is loaded lazily, so Recharts is a chunk of its own. The chart is
 * hidden from assistive technology: the section around it gives the same figures as a table.
 */
export default function SalesByDayChart({ days, language }: SalesByDayChartProps) {
  const theme = useTheme();
  const compact = new Intl.NumberFormat(intlLocale(language), {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const data = days.map((day) => ({ ...day, label: formatDay(day.date, language) }));
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
            const date = (payload[0]?.payload as DashboardDay | undefined)?.date;
            return date ? formatDay(date, language, true) : '';
          }}
        />
        <Bar dataKey="sales" name="" radius={[4, 4, 0, 0]} isAnimationActive={false}>
          {data.map((day) => (
            <Cell
              key={day.date}
              fill={day.sales < 0 ? theme.palette.error.main : theme.palette.primary.main}
            />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
