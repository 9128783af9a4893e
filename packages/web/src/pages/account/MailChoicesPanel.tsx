import { notificationsApi } from '@portal/shared/api/notifications';
import {
  BELL_ONLY_KINDS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  notificationKindLabels,
  STAFF_NOTIFICATION_KINDS,
} from '@portal/shared/follow-through';
import { mayWorkIn } from '@portal/shared/roles';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; mailed: NotificationKind[] };

/**
 * Thư thông báo: which kinds of notification also come by mail. The others still
 * reach the bell. Every such mail has a link at its foot that stops its kind at one click.
 */
export function MailChoicesPanel() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [saving, setSaving] = useState(false);
  const { user } = useStore(session);
  // The notices of the back office's queues go to staff only: a citizen is not offered them.
  const staff = user ? mayWorkIn(user.role, 'moderation') : false;
  const shown = NOTIFICATION_KINDS.filter(
    (kind) => (staff || !STAFF_NOTIFICATION_KINDS.includes(kind)) && !BELL_ONLY_KINDS.includes(kind),
  );

  const load = () => {
    setState({ kind: 'loading' });
    call(notificationsApi.preferences)
      .then((answer) => setState({ kind: 'ready', mailed: answer.data.mailed }))
      .catch(() => setState({ kind: 'error' }));
  };
  useEffect(load, []);

  const toggle = async (kind: NotificationKind, on: boolean) => {
    if (state.kind !== 'ready') return;
    const mailed = NOTIFICATION_KINDS.filter((known) => (known === kind ? on : state.mailed.includes(known)));
    setSaving(true);
    try {
      const answer = await call(notificationsApi.savePreferences, { body: { mailed } });
      setState({ kind: 'ready', mailed: answer.data.mailed });
      void toast('success', 'Đã lưu lựa chọn nhận thư thông báo');
    } catch {
      void toast('error', 'Chưa lưu được lựa chọn. Ông/Bà vui lòng thử lại.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset className="panel mb-4" id="mail-choices" aria-describedby="mail-choices-note">
      <legend className="h5">Nhận thư thông báo</legend>
      <p id="mail-choices-note" className="small text-body-secondary">
        Chọn những thông báo Ông/Bà muốn nhận thêm qua email. Mọi thông báo vẫn hiện ở chuông thông báo.
      </p>
      {state.kind === 'loading' && (
        <div role="status" className="py-2">
          <span className="spinner-border spinner-border-sm text-primary me-2" aria-hidden="true" />
          Đang tải lựa chọn…
        </div>
      )}
      {state.kind === 'error' && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2 mb-0" role="alert">
          Không tải được lựa chọn nhận thư.
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={load}>
            Thử lại
          </button>
        </div>
      )}
      {state.kind === 'ready' &&
        shown.map((kind) => (
          <div className="form-check mb-2" key={kind}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`mail-${kind}`}
              checked={state.mailed.includes(kind)}
              disabled={saving}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`mail-${kind}`}>
              {notificationKindLabels[kind]}
            </label>
          </div>
        ))}
    </fieldset>
  );
}
