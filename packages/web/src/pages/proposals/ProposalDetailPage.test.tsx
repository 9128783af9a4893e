import type { PublicProposalDetail } from '@portal/shared/proposal-answers';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authModal, closeAuthModal } from '../../features/auth/modals.ts';
import { clearSession, session, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import { Component } from './ProposalDetailPage.tsx';

vi.mock('../../lib/popups.ts', () => ({ toast: vi.fn(async () => {}) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A public need as GET /api/proposals/7 answers it. */
const need: PublicProposalDetail = {
  id: 7,
  title: 'Cần máy sấy rau củ',
  proposal_kind: 'need',
  field: 'Nông nghiệp',
  big_problem: null,
  website: null,
  summary: 'Hợp tác xã cần máy sấy rau củ.',
  readiness_level: null,
  demand_types: [1],
  budget: 1,
  price: null,
  organisation: 'Hợp tác xã rau an toàn Nghi Lộc',
  image: null,
  approved_at: '2026-11-20T03:00:00.000Z',
  description: 'Công suất 200 kg mỗi mẻ.',
  ip_advice: 0,
  nq57_groups: [],
  contact: { name: 'Lê Thị Cúc', phone: null, email: null },
  images: [],
  attachments: [],
  product_slug: null,
  followers: 0,
  answer: null,
  progress: null,
  expires_at: '2027-11-20T03:00:00.000Z',
  expired: false,
};

const MINE_URL = '/api/proposals/7/interests/mine';

/** A fetch that answers the need's `…/interests/mine` with `mine`, and follows' state with "not following". */
function server(mine: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith(MINE_URL)) return json(200, { data: mine });
    if (url.includes('/api/follows')) return json(200, { data: { following: false, followers: 0 } });
    throw new Error(`unexpected call ${url}`);
  });
}

function renderPage(proposal: PublicProposalDetail) {
  const router = createMemoryRouter([{ path: '/propose/:id', loader: () => proposal, Component }], {
    initialEntries: [`/propose/${proposal.id}`],
  });
  return render(<RouterProvider router={router} />);
}

const nothingYet = { is_owner: false, counts: null, interest: null, can_send: true, next_allowed_at: null };

describe('“Bày tỏ quan tâm” on the page of a need (/propose/{id})', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
    closeAuthModal();
  });

  it('offers the button to a visitor, who is asked to sign in and comes back to the need', async () => {
    const fetchMock = server(nothingYet);
    window.history.pushState({}, '', '/propose/7');
    renderPage(need);
    const contact = await screen.findByRole('region', { name: 'Liên hệ' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bày tỏ quan tâm' }));
    expect(contact.contains(screen.getByRole('button', { name: 'Bày tỏ quan tâm' }))).toBe(true);
    expect(authModal.get()).toEqual({ name: 'login' });
    expect(session.get().redirectPath).toBe('/propose/7');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/interests'))).toBe(false);
  });

  it('keeps the page of an expired need with its notice, and takes no new interest', async () => {
    const fetchMock = server(nothingYet);
    renderPage({ ...need, expires_at: '2026-11-20T03:00:00.000Z', expired: true });
    expect(await screen.findByRole('heading', { name: need.title, level: 1 })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Tin này đã hết hạn hiển thị từ ngày 20/11/2026');
    expect(screen.getByRole('region', { name: 'Liên hệ' }).textContent).toContain('Lê Thị Cúc');
    expect(screen.queryByRole('button', { name: 'Bày tỏ quan tâm' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/interests'))).toBe(false);
  });

  it('shows no notice on a need still listed', async () => {
    server(nothingYet);
    renderPage(need);
    expect(await screen.findByRole('button', { name: 'Bày tỏ quan tâm' })).toBeTruthy();
    expect(screen.queryByText(/hết hạn/)).toBeNull();
  });

  it('lists its facts under the catalogue’s labels, the web address as a link to a new tab', async () => {
    server(nothingYet);
    renderPage({ ...need, website: 'https://htx-nghiloc.vn', nq57_groups: [6], readiness_level: 4 });
    const facts = await screen.findByRole('region', { name: 'Thông tin' });
    const terms = [...facts.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual([
      'Loại đề xuất',
      'Lĩnh vực',
      'Mức độ sẵn sàng công nghệ',
      'Nhu cầu kết nối',
      'Kinh phí',
      'Tư vấn sở hữu trí tuệ',
      'Giá',
      'Tổ chức/cá nhân sở hữu',
      'Trang web',
      'Nhóm nhiệm vụ Nghị quyết 57',
    ]);
    const link = screen.getByRole('link', { name: /^https:\/\/htx-nghiloc\.vn\s*\(mở trong thẻ mới\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(facts.textContent).toContain('Giá' + 'Liên hệ');
    expect(facts.textContent).toContain('Tìm đối tác');
  });

  it('leaves out what the author left empty, but the price, which reads “Liên hệ”', async () => {
    server(nothingYet);
    renderPage(need);
    const facts = await screen.findByRole('region', { name: 'Thông tin' });
    const terms = [...facts.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).not.toContain('Trang web');
    expect(terms).not.toContain('Nhóm nhiệm vụ Nghị quyết 57');
    expect(terms).not.toContain('Mức độ sẵn sàng công nghệ');
    expect(terms).toContain('Giá');
  });

  it('has no button on a proposal of another kind', async () => {
    server(nothingYet);
    renderPage({ ...need, proposal_kind: 'product', title: 'Máy gieo hạt' });
    expect(await screen.findByRole('heading', { name: 'Máy gieo hạt', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bày tỏ quan tâm' })).toBeNull();
  });

  it('asks the need’s own address who is looking, and shows its author the counts instead of the button', async () => {
    signIn('access-token', citizenForTests);
    const fetchMock = server({
      is_owner: true,
      counts: { interests: 2, accepted: 1 },
      interest: null,
      can_send: false,
      next_allowed_at: null,
    });
    renderPage(need);
    expect(
      await screen.findByText(
        /Đây là tin đăng của Ông\/Bà: 2 yêu cầu quan tâm do Sở chuyển đến, 1 đã đồng ý kết nối\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bày tỏ quan tâm' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(MINE_URL))).toBe(true);
  });

  it('shows a sender the state of their interest, and sends a new one to the need’s address', async () => {
    signIn('access-token', citizenForTests);
    const pending = {
      ...nothingYet,
      can_send: false,
      interest: {
        id: 3,
        subject: { kind: 'need', id: 7, name: need.title, link: '/propose/7' },
        demand_type: 1,
        message: 'Chúng tôi có máy sấy phù hợp.',
        status: 'pending',
        staff_note: '',
        created_at: '2026-11-21T03:00:00.000Z',
        forwarded_at: null,
        answered_at: null,
        contact: null,
      },
    };
    let asked = 0;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith(MINE_URL)) return json(200, { data: asked++ === 0 ? nothingYet : pending });
      if (url.includes('/api/follows')) return json(200, { data: { following: false, followers: 0 } });
      if (url.endsWith('/api/proposals/7/interests') && init?.method === 'POST') return json(201, { data: {} });
      throw new Error(`unexpected call ${url}`);
    });
    renderPage(need);
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Bày tỏ quan tâm' });
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Bày tỏ quan tâm' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Ông/Bà quan tâm đến nhu cầu Cần máy sấy rau củ.');
    await userEvent.selectOptions(screen.getByLabelText('Mong muốn của Ông/Bà'), 'Hợp tác, làm đối tác');
    await userEvent.type(screen.getByLabelText('Lời nhắn đến chủ sở hữu'), 'Chúng tôi có máy sấy phù hợp.');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(
      await screen.findByText(
        /Đã gửi yêu cầu quan tâm ngày 21\/11\/2026, đang chờ Sở xem xét\./,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(posted?.[0])).toContain('/api/proposals/7/interests');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ demand_type: 1, message: 'Chúng tôi có máy sấy phù hợp.' });
  });
});
