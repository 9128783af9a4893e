import { engagementMessages } from '@portal/shared/engagement';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as StopReceiptsPage } from './StopReceiptsPage.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/receipts/stop', element: <StopReceiptsPage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

const button = 'Ngừng nhận thư báo tiếp nhận';

describe('the page of a receipt mail’s stop link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks first, then stops the receipts at one click', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { message: engagementMessages.receiptsStopped }));
    renderAt('/receipts/stop?token=abc_def.sig-1');
    // Opening the link sends nothing: a mail scanner that opens it stops no mail.
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByRole('status')).toHaveTextContent(engagementMessages.receiptsStopped);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/receipts/stop?token=abc_def.sig-1');
    expect(init?.method).toBe('POST');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a link without a token, without asking the server', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderAt('/receipts/stop');
    expect(await screen.findByRole('alert')).toHaveTextContent('không hợp lệ hoặc đã bị thay đổi');
    expect(screen.queryByRole('button', { name: button })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of an altered token', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(422, {
        message: engagementMessages.receiptStopInvalid,
        errors: { token: [engagementMessages.receiptStopInvalid] },
      }),
    );
    renderAt('/receipts/stop?token=abc.forged');
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(engagementMessages.receiptStopInvalid);
  });
});
