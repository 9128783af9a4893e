import type { KeyFigure } from '@portal/shared/monitoring';
import { formatPeriod } from '@portal/shared/periods';
import { formatNumber, formatPercent, formatValue } from './numbers.ts';

/** The main indicators at a glance: latest value, target and how far along it is. */
export function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <section className="monitor-section" aria-labelledby="key-figures-title">
      <h2 id="key-figures-title" className="monitor-section-title">
        Các chỉ tiêu chính
      </h2>
      <ul className="key-figures">
        {figures.map((figure) => (
          <li key={figure.code} className="key-figure">
            <h3 className="key-figure-name">{figure.name}</h3>
            {figure.latest ? (
              <p className="key-figure-value">
                {/* The number large, a worded unit beside it in body size. */}
                <strong>
                  {formatNumber(figure.latest.value)}
                  {figure.unit === '%' && '%'}
                </strong>
                {figure.unit !== '%' && <span className="key-figure-unit"> {figure.unit}</span>}
                <span className="key-figure-period">{formatPeriod(figure.latest.period)}</span>
              </p>
            ) : (
              <p className="key-figure-value">Chưa có số liệu</p>
            )}
            <p className="key-figure-target">
              Mục tiêu: {formatValue(figure.target, figure.unit)} (năm {figure.target_year})
            </p>
            {figure.progress !== null && <ProgressBar name={figure.name} progress={figure.progress} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A bar that fills up to the target (a value past the target fills it and says so in words). */
function ProgressBar({ name, progress }: { name: string; progress: number }) {
  const filled = Math.max(0, Math.min(100, progress));
  return (
    <div className="key-figure-progress">
      <div
        className="monitor-progress"
        role="progressbar"
        aria-label={`Mức độ hoàn thành mục tiêu: ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={filled}
        aria-valuetext={`Đạt ${formatPercent(progress)} mục tiêu`}
      >
        <div className="monitor-progress-bar" style={{ width: `${filled}%` }} />
      </div>
      <span className="key-figure-progress-text" aria-hidden="true">
        Đạt {formatPercent(progress)} mục tiêu
      </span>
    </div>
  );
}
