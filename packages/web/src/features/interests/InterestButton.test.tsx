import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import { authModal, closeAuthModal } from '../auth/modals.ts';
import { InterestButton } from './InterestButton.tsx';

// SweetAlert2 needs a real browser; what the toast says is not what these tests check.
vi.mock('../../lib/popups.ts', () => ({ toast: vi.fn(async () => {}) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const product = { id: 5, name: 'Máy gieo hạt bậc thang' };

describe('the “Bày tỏ quan tâm” button', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
    closeAuthModal();
  });

  it('opens the sign-in dialog for a visitor, to come back here', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    window.history.pushState({}, '', '/products/may-gieo-hat');
    render(<InterestButton product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bày tỏ quan tâm' }));
    expect(authModal.get()).toEqual({ name: 'login' });
    expect(session.get().redirectPath).toBe('/products/may-gieo-hat');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog: past the last button back to the first stop, and back again', async () => {
    signIn('access-token', citizenForTests);
    render(<InterestButton product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bày tỏ quan tâm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bày tỏ quan tâm' }, { timeout: 5000 });
    const stops = [...dialog.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]')];
    const first = stops[0];
    const last = stops.at(-1);
    last?.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(first);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('checks the form as the server does, shows the server’s 422 under its field, and sends it', async () => {
    signIn('access-token', citizenForTests);
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        json(422, {
          message: 'Dữ liệu không hợp lệ',
          code: 'validation_failed',
          errors: { message: ['Lời nhắn tối đa 1000 ký tự'] },
        }),
      )
      .mockResolvedValueOnce(json(201, { data: {} }));
    render(<InterestButton product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bày tỏ quan tâm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bày tỏ quan tâm' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Máy gieo hạt bậc thang');

    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Vui lòng chọn nhu cầu của Ông/Bà')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText('Nhu cầu của Ông/Bà'), 'Đầu tư');
    await userEvent.type(screen.getByLabelText('Lời nhắn đến chủ sở hữu'), 'Chúng tôi muốn đầu tư vào sản phẩm.');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Lời nhắn tối đa 1000 ký tự')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Đã gửi yêu cầu quan tâm' })).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toContain('/api/products/5/interests');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      demand_type: 3,
      message: 'Chúng tôi muốn đầu tư vào sản phẩm.',
    });
  });
});
