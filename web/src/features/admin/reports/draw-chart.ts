// The one module that imports Chart.js (decision 0077): loaded on demand by ReportChart, so the library is its own
// lazy chunk that only a reports page downloads. Only the bar chart's parts are registered (tree-shaken).
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface ChartSpec {
  labels: string[];
  values: number[];
  /** How a value reads on the axis and in the tooltip ($1,234.56, 12 plays). */
  format: (v: number) => string;
  horizontal: boolean;
  /** A second series drawn before the first (coverage before → after an import), with both named in a legend. */
  compare?: { values: number[]; label: string; mainLabel: string };
}

/** Draws the bars on the canvas; answers the function that removes the chart. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): () => void {
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: spec.labels,
      // The bar colour is the theme's primary blue (#1d4ed8): 6.7:1 on white, above AA's 3:1 for graphics.
      datasets: [
        // The comparison is grey (#6b7280: 4.8:1 on white), before the primary series.
        ...(spec.compare
          ? [
              {
                label: spec.compare.label,
                data: spec.compare.values,
                backgroundColor: '#6b7280',
                borderRadius: 3,
                maxBarThickness: 48,
              },
            ]
          : []),
        {
          label: spec.compare?.mainLabel ?? '',
          data: spec.values,
          backgroundColor: '#1d4ed8',
          borderRadius: 3,
          maxBarThickness: 48,
        },
      ],
    },
    options: {
      indexAxis: spec.horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: {
        legend: { display: !!spec.compare, labels: { color: '#374151' } },
        tooltip: { callbacks: { label: (c) => spec.format(Number(c.raw)) } },
      },
      scales: {
        [spec.horizontal ? 'x' : 'y']: {
          beginAtZero: true,
          ticks: { color: '#374151', callback: (v) => spec.format(Number(v)) },
        },
        [spec.horizontal ? 'y' : 'x']: { ticks: { color: '#374151', autoSkip: true } },
      },
    },
  });
  return () => chart.destroy();
}
