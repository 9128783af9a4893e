import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onPasswordChangeRequired } from './api.ts';

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onPasswordChangeRequired(() => {});
  });

  const answer = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      ),
    );

  it('asks for a new password when the server refuses a call until the temporary one is replaced', async () => {
    const opened = vi.fn();
    onPasswordChangeRequired(opened);
    answer(403, { code: 'password_change_required', message: 'Vui lòng đặt mật khẩu mới' });
    await expect(api('/api/proposals/mine', { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(ApiError);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('does not for any other refusal', async () => {
    const opened = vi.fn();
    onPasswordChangeRequired(opened);
    answer(403, { code: 'forbidden', message: 'Tài khoản không có quyền thực hiện thao tác này' });
    await expect(api('/api/proposals/mine', { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(ApiError);
    expect(opened).not.toHaveBeenCalled();
  });
});
