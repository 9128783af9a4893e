import { openDataApi } from '@portal/shared/api/open-data';
import type { OpenDataDatasetInfo } from '@portal/shared/open-data';
import { href } from '@portal/shared/routes';
import { formatDate } from '@portal/shared/vietnam-time';
import { Link, useLoaderData } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { call } from '../../lib/api.ts';

interface OpenDataData {
  datasets: OpenDataDatasetInfo[];
}

/** The catalogue (GET /api/open-data); the server puts its answer into the page it sends. */
export async function loader(): Promise<OpenDataData> {
  return { datasets: (await call(openDataApi.catalogue)).data };
}

function Dataset({ dataset }: { dataset: OpenDataDatasetInfo }) {
  const headingId = `dataset-${dataset.id}`;
  return (
    <li className="col-12">
      <article className="panel open-data-set" aria-labelledby={headingId}>
        <h2 id={headingId} className="h5">
          {dataset.title}
        </h2>
        <p>{dataset.description}</p>
        <dl className="open-data-facts">
          <div>
            <dt>Cập nhật</dt>
            <dd>
              {dataset.updated_at ? (
                <time dateTime={dataset.updated_at}>{formatDate(dataset.updated_at)}</time>
              ) : (
                'Chưa có dữ liệu'
              )}
            </dd>
          </div>
          <div>
            <dt>Giấy phép</dt>
            <dd>
              <ExternalLink href={dataset.licence.url}>{dataset.licence.title}</ExternalLink>
            </dd>
          </div>
          {dataset.links.pages.length > 0 && (
            <div>
              <dt>Xem trên Cổng</dt>
              <dd>
                {dataset.links.pages.map((page, index) => (
                  <span key={page.url}>
                    {index > 0 && ', '}
                    <Link to={page.url}>{page.title}</Link>
                  </span>
                ))}
              </dd>
            </div>
          )}
          <div>
            <dt>Số cột</dt>
            <dd>{dataset.columns.length}</dd>
          </div>
        </dl>
        <p className="d-flex flex-wrap gap-2 mb-2">
          <a className="btn btn-primary btn-sm" href={dataset.links.xlsx} download>
            Tải Excel<span className="visually-hidden">: {dataset.title}</span>
          </a>
          <a className="btn btn-outline-primary btn-sm" href={dataset.links.csv} download>
            Tải CSV<span className="visually-hidden">: {dataset.title}</span>
          </a>
          <a className="btn btn-outline-primary btn-sm" href={dataset.links.json} download>
            Tải JSON<span className="visually-hidden">: {dataset.title}</span>
          </a>
          <a className="btn btn-link btn-sm" href={dataset.links.datapackage}>
            Từ điển dữ liệu<span className="visually-hidden"> của bộ {dataset.title}</span> (datapackage.json)
          </a>
        </p>
        <details className="open-data-columns">
          <summary>
            Các cột dữ liệu<span className="visually-hidden"> của bộ {dataset.title}</span>
          </summary>
          <table className="table table-sm mt-2 mb-0">
            <caption className="visually-hidden">Các cột của bộ dữ liệu {dataset.title}</caption>
            <thead>
              <tr>
                <th scope="col">Cột</th>
                <th scope="col">Tên</th>
                <th scope="col">Ý nghĩa</th>
              </tr>
            </thead>
            <tbody>
              {dataset.columns.map((column) => (
                <tr key={column.name}>
                  <th scope="row">
                    <code className="text-break">{column.name}</code>
                  </th>
                  <td>{column.title}</td>
                  <td>{column.description || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </article>
    </li>
  );
}

/**
 * /open-data, "Dữ liệu mở": the portal's public lists as datasets anyone may reuse, each with its
 * description, columns, licence, update date and its CSV and JSON downloads.
 */
export function Component() {
  const { datasets } = useLoaderData<OpenDataData>();
  return (
    <section className="page-section">
      <h1 className="page-title">Dữ liệu mở</h1>
      <p>
        Các danh sách công khai trên Cổng được cung cấp dưới dạng dữ liệu mở để người dân, doanh nghiệp, nhà nghiên cứu
        tự do tải về, phân tích và tái sử dụng, với điều kiện ghi rõ nguồn. Tệp CSV dùng bảng mã UTF-8, mở được trực
        tiếp bằng Excel hoặc LibreOffice; tệp JSON là một mảng các bản ghi. Số liệu theo dõi Nghị quyết 57 có biểu đồ
        tại trang <Link to={href('ReportMonitor')}>Báo cáo, đánh giá Nghị quyết 57</Link>.
      </p>
      {datasets.length === 0 ? (
        <div className="alert alert-info" role="status">
          Chưa có bộ dữ liệu nào được công bố.
        </div>
      ) : (
        <>
          <p className="small text-body-secondary" role="status">
            Có {datasets.length} bộ dữ liệu
          </p>
          <ul className="list-unstyled row g-3" aria-label="Các bộ dữ liệu mở">
            {datasets.map((dataset) => (
              <Dataset key={dataset.id} dataset={dataset} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
