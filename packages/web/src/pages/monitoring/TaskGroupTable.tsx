import { progressStageLabels } from '@portal/shared/follow-through';
import type { MonitoringSummary, TaskGroupCount } from '@portal/shared/monitoring';
import { href } from '@portal/shared/routes';
import { Link } from 'react-router';
import { formatNumber } from './numbers.ts';

/** What the portal itself holds under each task group of the resolution. */
export function TaskGroupTable({ groups }: { groups: TaskGroupCount[] }) {
  return (
    <section className="monitor-section" aria-labelledby="task-groups-title">
      <h2 id="task-groups-title" className="monitor-section-title">
        Nội dung trên cổng theo nhóm nhiệm vụ
      </h2>
      <div className="monitor-table-wrap">
        <table className="monitor-table task-group-table">
          <caption>
            Số tin bài, sản phẩm, bài toán lớn, văn bản công khai và đề xuất, ý tưởng được Sở tiếp thu gắn với từng nhóm
            nhiệm vụ của Nghị quyết 57
          </caption>
          <thead>
            <tr>
              <th scope="col">Nhóm nhiệm vụ</th>
              <th scope="col">Tin bài</th>
              <th scope="col">Sản phẩm</th>
              <th scope="col">Bài toán lớn</th>
              <th scope="col">Văn bản</th>
              <th scope="col">Đề xuất được tiếp thu</th>
              <th scope="col">Ý tưởng được tiếp thu</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.group}>
                <th scope="row">
                  <span className="task-group-number">{group.group}.</span> {group.name}
                </th>
                <td>{formatNumber(group.posts)}</td>
                <td>{formatNumber(group.products)}</td>
                <td>{formatNumber(group.big_problems)}</td>
                <td>{formatNumber(group.documents)}</td>
                <td>{formatNumber(group.adopted_proposals)}</td>
                <td>{formatNumber(group.adopted_ideas)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Adopted proposals and ideas by the stage of carrying them out (their latest progress step). */
export function AdoptedStageTable({ stages }: { stages: MonitoringSummary['adopted_stages'] }) {
  return (
    <section className="monitor-section" aria-labelledby="adopted-stages-title">
      <h2 id="adopted-stages-title" className="monitor-section-title">
        Tiến độ thực hiện đề xuất, ý tưởng được tiếp thu
      </h2>
      <div className="monitor-table-wrap">
        <table className="monitor-table">
          <caption>
            Số đề xuất và ý tưởng được Sở tiếp thu theo giai đoạn thực hiện mới nhất. Chi tiết tại trang{' '}
            <Link to={href('Results')}>Kết quả thực hiện</Link>.
          </caption>
          <thead>
            <tr>
              <th scope="col">Giai đoạn</th>
              <th scope="col">Đề xuất</th>
              <th scope="col">Ý tưởng</th>
            </tr>
          </thead>
          <tbody>
            {stages.map((row) => (
              <tr key={row.stage}>
                <th scope="row">{progressStageLabels[row.stage]}</th>
                <td>{formatNumber(row.proposals)}</td>
                <td>{formatNumber(row.ideas)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
