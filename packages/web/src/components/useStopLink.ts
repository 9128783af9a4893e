import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { refusalMessage } from '../lib/api.ts';

/** Where a stop link's page stands: asking, sending, done (with what the server said) or refused. */
export type StopState<Stopped> =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | ({ kind: 'stopped' } & Stopped)
  | { kind: 'refused'; message: string };

/** The server's words for a link without its token (zod's schemas stay out of these pages' chunks). */
const NO_TOKEN = 'Liên kết ngừng nhận thư không hợp lệ hoặc đã bị thay đổi.';

/**
 * The page of a mail's stop link (`?token=…`): a token of the wrong shape is refused at once;
 * otherwise nothing stops until `stop`, the one click, sends it, so that a mail scanner that
 * opens links stops nothing.
 */
export function useStopLink<Stopped>(
  looksValid: (token: string) => boolean,
  send: (token: string) => Promise<Stopped>,
) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<StopState<Stopped>>(
    looksValid(token) ? { kind: 'ready' } : { kind: 'refused', message: NO_TOKEN },
  );

  const stop = () => {
    setState({ kind: 'sending' });
    send(token)
      .then((stopped) => setState({ kind: 'stopped', ...stopped }))
      .catch((error: unknown) => {
        const message = refusalMessage(
          error,
          'Chưa ngừng được việc gửi thư do lỗi kết nối. Ông/Bà vui lòng thử lại sau ít phút.',
        );
        setState({ kind: 'refused', message });
      });
  };

  return { token, state, stop };
}
