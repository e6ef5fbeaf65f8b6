import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { activeLocale } from '../../shared/i18n/i18n.ts';
import { formatMoney } from '../../shared/money.ts';
import styles from './revenue.module.css';
import { revenueAxis } from './revenue-axis.ts';

// Only the parts a bar chart needs, so the chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface RevenueChartProps {
  months: string[];
  /** Net sales per month in minor units of `currency`. */
  sales: number[];
  currency: string;
}

const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Net sales by month as bars (Chart.js on a canvas), described in words for screen readers. */
export function RevenueChart({ months, sales, currency }: RevenueChartProps) {
  const { t } = useTranslation();
  // The language's locale: a new language redraws the chart's labels and money.
  const locale = activeLocale();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const money = (value: number) => formatMoney(value, currency);
    const axis = revenueAxis(sales, currency, locale);
    // A canvas does not inherit CSS: without this the labels are in Chart.js's Helvetica/Arial, unlike the page.
    const font = { family: token('--font-sans') || undefined };
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: months,
        datasets: [
          {
            label: t('adminRevenue.netSales'),
            data: sales,
            backgroundColor: token('--color-brand') || '#2f5bd3',
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { ticks: { color: token('--color-text-muted'), font } },
          y: {
            beginAtZero: true,
            suggestedMax: axis.suggestedMax,
            ticks: {
              color: token('--color-text-muted'),
              font,
              precision: 0,
              callback: (v) => axis.label(Number(v)),
            },
          },
        },
        plugins: {
          tooltip: {
            titleFont: font,
            bodyFont: font,
            callbacks: { label: (item) => money(Number(item.raw)) },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [months, sales, currency, t, locale]);
  const summary = months.map((month, i) => `${month}: ${formatMoney(sales[i] ?? 0, currency)}`).join(', ');
  return (
    <div className={styles.chart}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('adminRevenue.netSalesByMonth', { summary })}
        data-testid="revenue-chart"
      />
    </div>
  );
}
