import type { TaskGroupCount } from '@portal/shared/monitoring';
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
            Số tin bài, sản phẩm, bài toán lớn và văn bản công khai gắn với từng nhóm nhiệm vụ của Nghị quyết 57
          </caption>
          <thead>
            <tr>
              <th scope="col">Nhóm nhiệm vụ</th>
              <th scope="col">Tin bài</th>
              <th scope="col">Sản phẩm</th>
              <th scope="col">Bài toán lớn</th>
              <th scope="col">Văn bản</th>
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
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
