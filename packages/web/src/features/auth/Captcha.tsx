import { authApi } from '@portal/shared/api/auth';
import { CAPTCHA_REFRESH_MS } from '@portal/shared/auth';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../lib/api.ts';

/**
 * The captcha of the login and registration forms: loaded when the form opens, on the reload button and
 * every 60 s; the timer stops when the form goes away. Tells the form the current key.
 */
export function Captcha({ onKey, reloadSignal }: { onKey: (key: string) => void; reloadSignal: number }) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      const { data } = await call(authApi.captcha);
      setImage(data.captcha);
      setFailed(false);
      onKey(data.key);
    } catch {
      setFailed(true);
    }
  }, [onKey]);

  // reloadSignal changes after each attempt: a captcha is used once.
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), CAPTCHA_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, reloadSignal]);

  return (
    <div className="captcha-box">
      {image ? (
        <img
          src={image}
          alt="Mã xác nhận: nhập các ký tự trong ảnh"
          width={150}
          height={50}
          className="captcha-image"
        />
      ) : (
        <span className="captcha-image captcha-placeholder">{failed ? 'Không tải được mã' : 'Đang tải…'}</span>
      )}
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void reload()}>
        Đổi mã khác
      </button>
    </div>
  );
}
