import { followsApi } from '@portal/shared/api/follows';
import { followTargetLabels } from '@portal/shared/follow-through';
import type { FollowListResponse } from '@portal/shared/follows';
import { formatDate } from '@portal/shared/vietnam-time';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PanelPager } from '../../components/PanelPager.tsx';
import { call } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';

const PER_PAGE = 10;

/** "Đang theo dõi": what the person follows, newest first, a page at a time, each with "Bỏ theo dõi". */
export function FollowingPanel() {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<FollowListResponse | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (wanted: number) => {
    setFailed(false);
    try {
      const next = await call(followsApi.list, { query: { page: wanted, per_page: PER_PAGE } });
      // The last item of a page left: show the page before.
      if (next.data.length === 0 && wanted > 1) return setPage(wanted - 1);
      setAnswer(next);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load(page);
  }, [load, page]);

  async function unfollow(target: FollowListResponse['data'][number]) {
    try {
      await call(followsApi.unfollow, { body: { target_kind: target.target_kind, target_id: target.target_id } });
      void toast('success', 'Đã bỏ theo dõi');
      await load(page);
    } catch {
      void toast('error', 'Không bỏ theo dõi được, vui lòng thử lại');
    }
  }

  return (
    <div className="panel mt-4">
      <h2 className="h5">Đang theo dõi</h2>
      {failed ? (
        <p role="alert">
          Không tải được danh sách theo dõi.{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void load(page)}>
            Thử lại
          </button>
        </p>
      ) : !answer ? (
        <p role="status">Đang tải…</p>
      ) : answer.data.length === 0 ? (
        <p className="mb-0">
          Ông/Bà chưa theo dõi bài toán, sản phẩm hay đề xuất nào. Nhấn “Theo dõi” trên trang của chúng để nhận tin mới.
        </p>
      ) : (
        <>
          <ul className="list-unstyled mb-2">
            {answer.data.map((follow) => (
              <li
                key={`${follow.target_kind}-${follow.target_id}`}
                className="d-flex justify-content-between align-items-start gap-2 py-2 border-bottom"
              >
                <div>
                  <span className="badge text-bg-light me-1">{followTargetLabels[follow.target_kind]}</span>
                  <Link to={follow.link}>{follow.title}</Link>
                  <div className="small text-body-secondary">Theo dõi từ {formatDate(follow.followed_at)}</div>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary flex-shrink-0"
                  aria-label={`Bỏ theo dõi ${follow.title}`}
                  onClick={() => void unfollow(follow)}
                >
                  Bỏ theo dõi
                </button>
              </li>
            ))}
          </ul>
          <PanelPager label="Trang của danh sách theo dõi" meta={answer.meta} onPage={setPage} />
        </>
      )}
    </div>
  );
}
