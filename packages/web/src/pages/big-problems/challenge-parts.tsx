import { bigProblemCatalogue as fields } from '@portal/shared/big-problem-fields';
import type { BigProblemDetail } from '@portal/shared/big-problems';
import { formatDate } from '@portal/shared/vietnam-time';

/** A plain-text section (its line breaks kept), or a note when staff left it empty. */
function TextSection({ id, title, text, empty }: { id: string; title: string; text: string; empty: string }) {
  return (
    <section aria-labelledby={id} className="problem-section">
      <h2 id={id} className="problem-section-title">
        {title}
      </h2>
      {text ? <p className="challenge-text">{text}</p> : <p>{empty}</p>}
    </section>
  );
}

const scoreText = (average: number | null) =>
  average === null ? '' : ` — điểm trung bình ${average.toLocaleString('vi-VN')}/100`;

/**
 * The problem as a challenge: how solutions are judged, the intellectual
 * property, the reward, the deadline, what follows the choice, and the results once published.
 */
export function ChallengeSections({ problem }: { problem: BigProblemDetail }) {
  const { results } = problem;
  return (
    <>
      <section aria-labelledby="challenge-criteria" className="problem-section">
        <h2 id="challenge-criteria" className="problem-section-title">
          Tiêu chí đánh giá
        </h2>
        {problem.criteria.length === 0 ? (
          <p>Tiêu chí đánh giá chưa được công bố.</p>
        ) : (
          <table className="criteria-table">
            <caption className="visually-hidden">Các tiêu chí đánh giá giải pháp và trọng số</caption>
            <thead>
              <tr>
                <th scope="col">Tiêu chí</th>
                <th scope="col">Trọng số</th>
              </tr>
            </thead>
            <tbody>
              {problem.criteria.map((criterion) => (
                <tr key={criterion.name}>
                  <th scope="row">
                    <span className="criteria-name">{criterion.name}</span>
                    {criterion.description && <span className="criteria-description">{criterion.description}</span>}
                  </th>
                  <td>{criterion.weight}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <TextSection
        id="challenge-ip"
        title={fields.ip_terms.label}
        text={problem.ip_terms}
        empty="Chưa có quy định riêng; áp dụng theo quy định của pháp luật về sở hữu trí tuệ."
      />
      <TextSection
        id="challenge-reward"
        title={fields.reward.label}
        text={problem.reward}
        empty="Chưa công bố hình thức hỗ trợ."
      />
      <section aria-labelledby="challenge-deadline" className="problem-section">
        <h2 id="challenge-deadline" className="problem-section-title">
          {fields.deadline.label}
        </h2>
        <p>
          {problem.deadline ? (
            <>
              Đến hết ngày <time dateTime={problem.deadline}>{formatDate(problem.deadline)}</time>.
            </>
          ) : (
            'Không giới hạn thời gian.'
          )}
        </p>
      </section>
      <TextSection
        id="challenge-implementation"
        title={fields.implementation.label}
        text={problem.implementation}
        empty="Chưa công bố."
      />
      {results && (
        <section aria-labelledby="challenge-results" className="problem-section challenge-results">
          <h2 id="challenge-results" className="problem-section-title">
            Kết quả đánh giá
          </h2>
          <p className="post-item-meta">
            Công bố ngày <time dateTime={results.published_at}>{formatDate(results.published_at)}</time>
          </p>
          <p className="challenge-text">{results.text}</p>
          {results.ranking.length > 0 && (
            <>
              <h3 className="h6">Giải pháp được lựa chọn</h3>
              <ol className="challenge-ranking">
                {results.ranking.map((entry) => (
                  <li key={entry.solution_id}>
                    <strong>{entry.title}</strong>
                    {entry.organisation && <> ({entry.organisation})</>}
                    {scoreText(entry.average)}
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      )}
    </>
  );
}
