import { notificationsApi } from '@portal/shared/api/notifications';
import type { Notification } from '@portal/shared/notifications';
import { formatDateTime } from '@portal/shared/vietnam-time';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Pagination } from '../../components/Pagination.tsx';
import { unreadCount } from '../../features/notifications/unread.ts';
import { call } from '../../lib/api.ts';

type ListAnswer = Awaited<ReturnType<typeof call<typeof notificationsApi.list>>>;

type Loaded = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; answer: ListAnswer };

/**
 * Thông báo: what became of what the person sent, newest first, the unread ones
 * marked. Opening one marks it read and goes to its dossier's page.
 */
/** A path of the back office, which is served apart from the portal (under /admin). */
const isBackOffice = (link: string) => link === '/admin' || link.startsWith('/admin/');

/** One notification's link: a route of the portal, or a whole page for the back office. */
function NotificationLink({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (event: React.MouseEvent, notification: Notification) => void;
}) {
  const props = {
    onClick: (event: React.MouseEvent) => onOpen(event, notification),
    className: notification.read_at ? 'd-block text-body' : 'd-block fw-semibold',
    children: (
      <>
        {!notification.read_at && <span className="visually-hidden">Chưa đọc: </span>}
        {notification.text}
      </>
    ),
  };
  return isBackOffice(notification.link) ? (
    <a href={notification.link} {...props} />
  ) : (
    <Link to={notification.link} {...props} />
  );
}

export function Component() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const load = useCallback(
    (signal?: AbortSignal) => {
      setLoaded({ kind: 'loading' });
      call(notificationsApi.list, { query: { page }, signal })
        .then((answer) => {
          unreadCount.set(answer.meta.unread);
          setLoaded({ kind: 'ready', answer });
        })
        .catch(() => {
          if (!signal?.aborted) setLoaded({ kind: 'error' });
        });
    },
    [page],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const markAll = async () => {
    setBusy(true);
    try {
      await call(notificationsApi.readAll);
      unreadCount.set(0);
      load();
    } catch {
      setLoaded({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const open = async (event: React.MouseEvent, notification: Notification) => {
    event.preventDefault();
    if (!notification.read_at) {
      // Marked before leaving; a failure does not keep the person from their dossier.
      await call(notificationsApi.read, { params: { id: notification.id } })
        .then((answer) => unreadCount.set(answer.meta.unread))
        .catch(() => undefined);
    }
    // The back office (staff's notices) is an application of its own: a whole page, not a route here.
    if (isBackOffice(notification.link)) window.location.assign(notification.link);
    else navigate(notification.link);
  };

  return (
    <section className="page-section" aria-labelledby="notifications-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="page-title mb-0" id="notifications-title">
          Thông báo
        </h1>
        {loaded.kind === 'ready' && loaded.answer.meta.unread > 0 && (
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={markAll} disabled={busy}>
            Đánh dấu tất cả đã đọc
          </button>
        )}
      </div>
      {loaded.kind === 'loading' && (
        <div className="d-flex justify-content-center py-5" role="status">
          <div className="spinner-border text-primary" />
          <span className="visually-hidden">Đang tải thông báo…</span>
        </div>
      )}
      {loaded.kind === 'error' && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          Không tải được thông báo. Ông/Bà vui lòng thử lại.
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => load()}>
            Thử lại
          </button>
        </div>
      )}
      {loaded.kind === 'ready' && loaded.answer.data.length === 0 && (
        <p className="alert alert-info" role="status">
          Ông/Bà chưa có thông báo nào. Khi Sở xử lý hồ sơ, trả lời câu hỏi hay góp ý của Ông/Bà, thông báo sẽ hiện ở
          đây.
        </p>
      )}
      {loaded.kind === 'ready' && loaded.answer.data.length > 0 && (
        <>
          <p role="status" className="mb-2">
            {loaded.answer.meta.unread > 0
              ? `${loaded.answer.meta.unread} thông báo chưa đọc`
              : 'Ông/Bà đã đọc hết thông báo'}
          </p>
          <ul className="list-group notification-list" aria-label="Danh sách thông báo">
            {loaded.answer.data.map((notification) => (
              <li
                key={notification.id}
                className={`list-group-item py-3${notification.read_at ? '' : ' notification-unread'}`}
              >
                <NotificationLink notification={notification} onOpen={open} />
                <div className="small text-body-secondary mt-1">
                  <time dateTime={notification.created_at}>{formatDateTime(notification.created_at)}</time>
                  {!notification.read_at && (
                    <span className="badge text-bg-primary ms-2" aria-hidden="true">
                      Mới
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={loaded.answer.meta.page}
            lastPage={loaded.answer.meta.last_page}
            label="Phân trang thông báo"
          />
        </>
      )}
    </section>
  );
}
