import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import { ListingsPanel, ReceivedInterestsPanel, SentInterestsPanel } from './InterestPanels.tsx';

vi.mock('../../lib/popups.ts', () => ({ toast: vi.fn(async () => {}) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const meta = { page: 1, per_page: 10, total: 1, last_page: 1 };
const interest = {
  id: 4,
  subject: { kind: 'product', id: 5, name: 'Máy gieo hạt bậc thang', link: '/products/may-gieo-hat' },
  demand_type: 1,
  message: 'Chúng tôi muốn hợp tác sản xuất.',
  status: 'forwarded',
  staff_note: '',
  created_at: '2026-11-20T03:00:00.000Z',
  forwarded_at: '2026-11-21T03:00:00.000Z',
  answered_at: null,
  contact: null,
};

describe('the interest panels of the profile page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('let the owner accept a forwarded interest, and show the sender’s contact only then', async () => {
    signIn('access-token', citizenForTests);
    const contact = { name: 'Lê Văn Nam', email: 'nam@example.vn', phone: '' };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, { data: [interest], meta }))
      .mockResolvedValueOnce(json(200, { data: { ...interest, status: 'accepted', contact } }))
      .mockResolvedValueOnce(
        json(200, { data: [{ ...interest, status: 'accepted', answered_at: '2026-11-22T03:00:00Z', contact }], meta }),
      );
    render(
      <MemoryRouter>
        <ReceivedInterestsPanel />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: 'Quan tâm đến sản phẩm, nhu cầu của tôi' });
    await within(panel).findByText('Chúng tôi muốn hợp tác sản xuất.');
    expect(panel.textContent).not.toContain('nam@example.vn');
    await userEvent.click(within(panel).getByRole('button', { name: /^Đồng ý kết nối/ }));
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'nam@example.vn' })).toBeTruthy());
    expect(panel.textContent).toContain('Chủ sở hữu đồng ý kết nối');
    expect(within(panel).queryByRole('button', { name: /^Từ chối/ })).toBeNull();
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/api/interests/4/accept');
  });

  it('show the sender where each interest stands, with an empty and an error state', async () => {
    signIn('access-token', citizenForTests);
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(500, { message: 'Lỗi' }))
      .mockResolvedValueOnce(json(200, { data: [], meta: { ...meta, total: 0 } }));
    render(
      <MemoryRouter>
        <SentInterestsPanel />
      </MemoryRouter>,
    );
    await screen.findByText(/Không tải được danh sách/);
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText(/chưa bày tỏ quan tâm/)).toBeTruthy();
  });

  it('show the owner each listing’s counts and end date, and renew an expired one', async () => {
    signIn('access-token', citizenForTests);
    const listing = {
      kind: 'product' as const,
      id: 5,
      name: 'Máy gieo hạt bậc thang',
      link: '/products/may-gieo-hat',
      status: 'published',
      published_at: '2025-11-20T03:00:00.000Z',
      interests: 3,
      accepted: 1,
      expires_at: '2026-11-20T03:00:00.000Z',
      expired: true,
    };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, { data: [listing], meta }))
      .mockResolvedValueOnce(json(200, { data: { id: 5, expires_at: '2027-11-24T03:00:00.000Z' } }))
      .mockResolvedValueOnce(
        json(200, { data: [{ ...listing, expires_at: '2027-11-24T03:00:00.000Z', expired: false }], meta }),
      );
    render(
      <MemoryRouter>
        <ListingsPanel />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: 'Tin đăng của tôi trên sàn công nghệ' });
    await within(panel).findByText('Đã hết hạn hiển thị từ ngày 20/11/2026');
    expect(panel.textContent).toContain('3 yêu cầu quan tâm do Sở chuyển đến, 1 đã đồng ý kết nối');
    await userEvent.click(within(panel).getByRole('button', { name: 'Gia hạn 12 tháng: Máy gieo hạt bậc thang' }));
    expect(await within(panel).findByText('Hết hạn hiển thị ngày 24/11/2027')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toContain('/api/products/5/renew');
    expect(init?.method).toBe('POST');
  });

  it('list the author’s needs beside their products, and renew a need at its own address', async () => {
    signIn('access-token', citizenForTests);
    const product = {
      kind: 'product' as const,
      id: 5,
      name: 'Máy gieo hạt bậc thang',
      link: '/products/may-gieo-hat',
      status: 'published',
      published_at: '2025-11-20T03:00:00.000Z',
      interests: 0,
      accepted: 0,
      expires_at: '2027-10-20T03:00:00.000Z',
      expired: false,
    };
    const need = {
      ...product,
      kind: 'need' as const,
      name: 'Cần máy sấy rau củ',
      link: '/propose/5',
      status: 'approved',
      interests: 2,
      expires_at: '2026-12-10T03:00:00.000Z',
    };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, { data: [need, product], meta: { ...meta, total: 2 } }))
      .mockResolvedValueOnce(json(200, { data: { id: 5, expires_at: '2027-11-24T03:00:00.000Z' } }))
      .mockResolvedValueOnce(json(200, { data: [product], meta }));
    render(
      <MemoryRouter>
        <ListingsPanel />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: 'Tin đăng của tôi trên sàn công nghệ' });
    const needRow = (await within(panel).findByRole('link', { name: 'Cần máy sấy rau củ' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(needRow).getByRole('link').getAttribute('href')).toBe('/propose/5');
    expect(needRow.textContent).toContain('Nhu cầu');
    expect(needRow.textContent).toContain('Duyệt ngày 20/11/2025');
    expect(needRow.textContent).toContain('Hết hạn hiển thị ngày 10/12/2026');
    await userEvent.click(within(needRow).getByRole('button', { name: 'Gia hạn 12 tháng: Cần máy sấy rau củ' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toContain('/api/proposals/5/renew');
    expect(init?.method).toBe('POST');
  });
});
