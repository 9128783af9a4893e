import { pathOf } from '@portal/shared/api/endpoint';
import { openDataApi } from '@portal/shared/api/open-data';
import { indicatorCatalogue } from '@portal/shared/indicator-fields';
import type { Indicator } from '@portal/shared/monitoring';
import { formatPeriod } from '@portal/shared/periods';
import { useEffect, useId, useRef } from 'react';
import { chartPalette, useHighContrast } from './chart.ts';
import { formatNumber, formatPercent, formatValue } from './numbers.ts';

/** What the chart shows, in one sentence, for screen readers (a canvas has no text of its own). */
export function chartSummary(indicator: Indicator): string {
  const { name, unit, values, latest, target, target_year, progress } = indicator;
  const targetText = `mục tiêu ${formatValue(target, unit)} đến năm ${target_year}`;
  const first = values[0];
  if (!first || !latest) return `Biểu đồ ${name}: chưa có số liệu; ${targetText}.`;
  const reached = progress === null ? '' : `, đạt ${formatPercent(progress)} mục tiêu`;
  return (
    `Biểu đồ ${name}, ${values.length} kỳ từ ${formatPeriod(first.period)} đến ${formatPeriod(latest.period)}: ` +
    `từ ${formatValue(first.value, unit)} lên ${formatValue(latest.value, unit)}${reached}; ${targetText}.`
  );
}

/**
 * One indicator: its values per period as a line, the target as a dashed line, the source, and
 * the same numbers as a table behind "Xem bảng số liệu" for anyone who cannot read the chart, and
 * the indicator's CSV from the open data.
 */
export function IndicatorChart({ indicator }: { indicator: Indicator }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const titleId = useId();
  const highContrast = useHighContrast();

  useEffect(() => {
    const element = canvas.current;
    if (!element || indicator.values.length === 0) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    // Drawn once in view (the library loads with the first chart); redrawn when high contrast is
    // switched, since a canvas does not follow the page's CSS.
    const draw = async () => {
      const { createChart } = await import('./chart-engine.ts');
      if (cancelled) return;
      chart = createChart(element, indicator, chartPalette(highContrast));
      element.dataset.drawn = 'true';
    };
    if (typeof IntersectionObserver === 'undefined') {
      void draw();
      return () => {
        cancelled = true;
        chart?.destroy();
      };
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        void draw();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [indicator, highContrast]);

  const { latest, progress, unit } = indicator;
  return (
    <article className="indicator-card" aria-labelledby={titleId}>
      <h4 id={titleId} className="indicator-title">
        {indicator.name}
      </h4>
      <p className="indicator-status">
        {latest ? (
          <>
            <strong>{formatValue(latest.value, unit)}</strong> ({formatPeriod(latest.period)})
            {progress !== null && <> · đạt {formatPercent(progress)} mục tiêu</>}
          </>
        ) : (
          'Chưa có số liệu'
        )}
      </p>
      {indicator.values.length > 0 && (
        <>
          <div className="indicator-chart">
            <canvas ref={canvas} role="img" aria-label={chartSummary(indicator)} />
          </div>
          <ul className="indicator-legend">
            <li>
              <span className="legend-line legend-line--value" aria-hidden="true" />
              Giá trị thực hiện
            </li>
            <li>
              <span className="legend-line legend-line--target" aria-hidden="true" />
              Mục tiêu năm {indicator.target_year}: {formatValue(indicator.target, unit)} (nét đứt)
            </li>
          </ul>
        </>
      )}
      {indicator.source && (
        <p className="indicator-source">
          {indicatorCatalogue.source.label}: {indicator.source}
        </p>
      )}
      {indicator.values.length > 0 && (
        <p className="indicator-download">
          <a
            href={pathOf(openDataApi.csv, { params: { dataset: 'indicators' }, query: { indicator: indicator.id } })}
            download
          >
            Tải số liệu (CSV)<span className="visually-hidden">: {indicator.name}</span>
          </a>
        </p>
      )}
      {indicator.values.length > 0 && (
        <details className="indicator-data">
          <summary>Xem bảng số liệu</summary>
          <div className="monitor-table-wrap">
            <table className="monitor-table">
              <caption>
                Số liệu {indicator.name} ({unit})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Kỳ</th>
                  <th scope="col">Giá trị ({unit})</th>
                </tr>
              </thead>
              <tbody>
                {indicator.values.map((value) => (
                  <tr key={value.period}>
                    <th scope="row">{formatPeriod(value.period)}</th>
                    <td>{formatNumber(value.value)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Mục tiêu năm {indicator.target_year}</th>
                  <td>{formatNumber(indicator.target)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </details>
      )}
    </article>
  );
}
