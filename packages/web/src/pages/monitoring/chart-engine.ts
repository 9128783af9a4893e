/**
 * Chart.js with only what the indicator charts draw, registered once, and the chart itself.
 * Loaded by IndicatorChart once a chart scrolls into view, so the library (about 57 KB gzip)
 * is neither in the portal's entry nor on the monitoring page's first paint; tree-shaken: no
 * bar, pie or radar code, no legend plugin (the legend is HTML beside the chart).
 */
import type { Indicator } from '@portal/shared/monitoring';
import { formatPeriod } from '@portal/shared/periods';
import { CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { type ChartPalette, prefersReducedMotion, TARGET_DASH } from './chart.ts';
import { formatNumber, formatValue } from './numbers.ts';

Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.font.family =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export function createChart(canvas: HTMLCanvasElement, indicator: Indicator, palette: ChartPalette): Chart<'line'> {
  const labels = indicator.values.map((value) => formatPeriod(value.period));
  const unitText = indicator.unit === '%' ? 'Tỷ lệ (%)' : `Đơn vị: ${indicator.unit}`;
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels,
      datasets: [
        {
          label: 'Giá trị thực hiện',
          data: indicator.values.map((value) => value.value),
          borderColor: palette.value,
          backgroundColor: palette.value,
          borderWidth: 2.5,
          pointRadius: 4,
          pointHoverRadius: 6,
          tension: 0,
        },
        {
          label: `Mục tiêu năm ${indicator.target_year}`,
          data: labels.map(() => indicator.target),
          borderColor: palette.target,
          backgroundColor: palette.target,
          borderDash: TARGET_DASH,
          borderWidth: 2,
          pointRadius: 0,
          pointHoverRadius: 0,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      locale: 'vi-VN',
      color: palette.text,
      // Nothing moves for people who asked for less motion.
      animation: prefersReducedMotion() ? false : { duration: 500 },
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          ticks: { color: palette.text, maxRotation: 0, autoSkipPadding: 12 },
          grid: { display: false },
          border: { color: palette.grid },
        },
        y: {
          beginAtZero: true,
          // Room above the target line, so it never sits on the chart's edge.
          grace: '8%',
          title: { display: true, text: unitText, color: palette.text },
          ticks: { color: palette.text, callback: (value) => formatNumber(Number(value)) },
          grid: { color: palette.grid },
          border: { color: palette.grid },
        },
      },
      plugins: {
        tooltip: {
          callbacks: {
            label: (item) => `${item.dataset.label}: ${formatValue(Number(item.parsed.y), indicator.unit)}`,
          },
        },
      },
    },
  });
}
