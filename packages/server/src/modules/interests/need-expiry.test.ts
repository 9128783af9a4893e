import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/follow-through.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { signedInCitizen, signIn, staffSignIn } from '../../test/auth-helpers.ts';
import { movableClock } from '../../test/helper.ts';
import { proposalForm } from '../../test/proposal-form.ts';
import { callAs, useStaffApp } from '../admin/resources/staff-test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * For needs: a need (a proposal of kind `need`) stays in the lists 12 months from
 * its approval unless its author renews it; the author is reminded a month before, once per end
 * date; an expired need leaves /propose, its search and the open data, keeps its page with a
 * notice, and takes no new interest.
 */
describe('needs that stay true', () => {
  const clock = movableClock(new Date('2026-11-23T02:00:00Z'));
  const staff = useStaffApp({}, { now: clock.now });
  const title = 'Cần đối tác sản xuất chế phẩm xử lý rơm rạ';
  let needId: number;
  let productProposalId: number;

  const call = (token: string, method: string, url: string, payload?: unknown) =>
    callAs(staff.t, token, method, url, payload);
  const anonymous = (url: string) => staff.t.app.inject({ method: 'GET', url });
  const remind = () => staff.t.app.context.interests.remindExpiring();
  const listed = async (query = '') =>
    ((await anonymous(`/api/proposals?per_page=50${query}`)).json().data as { id: number }[]).map((item) => item.id);
  /** The author's token at the clock's time (access tokens live 15 minutes; the clock jumps months). */
  const author = () => signIn(staff.t, 'nguoidan1@example.vn');
  const reminders = () =>
    staff.t.database.db.select().from(notifications).where(eq(notifications.kind, 'listing_expiry'));

  async function approved(kind: 'need' | 'product', name: string): Promise<number> {
    const sent = await call(
      staff.tokens.citizen,
      'POST',
      '/api/proposals',
      proposalForm({ title: name, proposal_kind: kind, summary: 'Hợp tác xã tìm đơn vị sản xuất chế phẩm vi sinh' }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as number;
    for (const action of ['start_review', 'approve']) {
      const step = await call(staff.tokens.reviewer, 'POST', `/api/admin/proposals/${id}/transitions`, { action });
      expect(step.statusCode, step.body).toBe(200);
    }
    return id;
  }

  beforeAll(async () => {
    needId = await approved('need', title);
    productProposalId = await approved('product', 'Máy cuộn rơm mini');
  });

  it('gives an approved need 12 months from its approval, and no end to a product proposal', async () => {
    expect((await anonymous(`/api/proposals/${needId}`)).json().data).toMatchObject({
      expires_at: '2027-11-23T02:00:00.000Z',
      expired: false,
    });
    expect((await anonymous(`/api/proposals/${productProposalId}`)).json().data).toMatchObject({
      expires_at: null,
      expired: false,
    });
    const record = await call(staff.tokens.reviewer, 'GET', `/api/admin/proposals/${needId}`);
    expect(record.json().data.expires_at).toBe('2027-11-23T02:00:00.000Z');
    const mine = await call(staff.tokens.citizen, 'GET', '/api/listings/mine');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        kind: 'need',
        id: needId,
        name: title,
        link: `/propose/${needId}`,
        status: 'approved',
        published_at: '2026-11-23T02:00:00.000Z',
        expires_at: '2027-11-23T02:00:00.000Z',
        expired: false,
        interests: 0,
      }),
    ]);
    expect(mine.json().meta).toMatchObject({ total: 1 });
  });

  it('reminds the author once a month before the end, whichever process runs the job', async () => {
    clock.advance(300 * DAY);
    expect(await remind()).toBe(0);
    clock.advance(35 * DAY);
    const [first, second] = await Promise.all([remind(), remind()]);
    expect(first + second).toBe(1);
    expect(await remind()).toBe(0);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toBe(
      `Nhu cầu “${title}” trong Danh sách đề xuất sẽ hết hạn hiển thị ngày 23/11/2027. Ông/Bà gia hạn trong mục “Tin đăng của tôi trên sàn công nghệ”.`,
    );
    expect(sent[0]?.link).toBe('/profile#tin-dang-cua-toi');
  });

  it('takes an expired need out of /propose, its search and the open data, and keeps its page with a notice', async () => {
    expect(await listed()).toContain(needId);
    expect(await listed(`&q=${encodeURIComponent('rơm rạ')}`)).toContain(needId);
    for (const dataset of ['products', 'proposals']) {
      expect((await anonymous(`/api/open-data/${dataset}.json`)).body, dataset).toContain(title);
    }
    clock.advance(31 * DAY);
    await remind();
    expect(await listed()).not.toContain(needId);
    expect(await listed('&proposal_kind=need')).not.toContain(needId);
    expect(await listed(`&q=${encodeURIComponent('rơm rạ')}`)).not.toContain(needId);
    expect(await listed()).toContain(productProposalId);
    for (const dataset of ['products', 'proposals']) {
      const download = await anonymous(`/api/open-data/${dataset}.json`);
      expect(download.statusCode).toBe(200);
      expect(download.body, dataset).not.toContain(title);
    }
    expect((await anonymous('/api/open-data/proposals.json')).body).toContain('Máy cuộn rơm mini');
    const page = await anonymous(`/api/proposals/${needId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ expired: true, expires_at: '2027-11-23T02:00:00.000Z' });
    // No more interests in it: the button's answer says so, and a send is refused.
    const other = await signedInCitizen(staff.t, 20);
    expect((await call(other.token, 'GET', `/api/proposals/${needId}/interests/mine`)).json().data).toMatchObject({
      can_send: false,
    });
    const refused = await call(other.token, 'POST', `/api/proposals/${needId}/interests`, {
      message: 'Chúng tôi sản xuất được chế phẩm này.',
      demand_type: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect((await call(await author(), 'GET', '/api/listings/mine')).json().data[0]).toMatchObject({
      kind: 'need',
      expired: true,
    });
  });

  it('lets only the author renew it, for 12 months from now, back in the lists with a reminder of its own', async () => {
    const url = `/api/proposals/${needId}/renew`;
    expect((await staff.t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const stranger = await signedInCitizen(staff.t, 21);
    expect((await call(stranger.token, 'POST', url)).statusCode).toBe(403);
    const token = await author();
    expect((await call(token, 'POST', '/api/proposals/999999/renew')).statusCode).toBe(404);
    expect((await call(token, 'POST', '/api/proposals/abc/renew')).statusCode).toBe(404);
    // A product proposal is not a need: its listing is its product.
    expect((await call(token, 'POST', `/api/proposals/${productProposalId}/renew`)).statusCode).toBe(404);
    const renewed = await call(token, 'POST', url);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const expected = new Date(clock.now());
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(renewed.json().data).toEqual({ id: needId, expires_at: expected.toISOString() });
    expect(await listed()).toContain(needId);
    expect((await anonymous(`/api/proposals/${needId}`)).json().data.expired).toBe(false);

    clock.advance(340 * DAY);
    expect(await remind()).toBe(1);
    expect(await reminders()).toHaveLength(2);
  });

  it('keeps a need staff hide off the author’s listings, and renews it only once shown again', async () => {
    // A fresh reviewer's token: the clock has moved on by years.
    const reviewer = await staffSignIn(staff.t, 'nguoidan2@example.vn', 'HoaPhuong@2026');
    const hide = (action: 'hide' | 'show') =>
      call(reviewer, 'POST', `/api/admin/proposals/${needId}/visibility`, {
        action,
        note: 'Kiểm tra lại',
      });
    const listings = async () =>
      (await call(await author(), 'GET', '/api/listings/mine')).json().data as { id: number }[];
    const hidden = await hide('hide');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await listings()).toEqual([]);
    expect((await call(await author(), 'POST', `/api/proposals/${needId}/renew`)).statusCode).toBe(404);
    expect((await hide('show')).statusCode).toBe(200);
    expect((await listings()).map((listing) => listing.id)).toEqual([needId]);
  });

  it('lets reviewers move a need’s end to a day to come, and nobody else, and no other proposal’s', async () => {
    const reviewer = await staffSignIn(staff.t, 'nguoidan2@example.vn', 'HoaPhuong@2026');
    const editor = await staffSignIn(staff.t, 'nguoidan3@example.vn', 'HoaPhuong@2026');
    const move = (token: string, id: number | string, expires_at: unknown) =>
      call(token, 'PUT', `/api/admin/proposals/${id}/expiry`, { expires_at });
    expect((await move(editor, needId, '01/03/2029')).statusCode).toBe(403);
    expect((await move(await author(), needId, '01/03/2029')).statusCode).toBe(403);
    for (const [value, message] of [
      ['', 'Vui lòng nhập ngày hết hạn hiển thị: tin đăng từ đề xuất luôn có hạn hiển thị'],
      ['31/02/2029', 'Ngày hết hạn hiển thị không hợp lệ (dd/mm/yyyy)'],
      ['01/01/2027', 'Ngày hết hạn hiển thị phải sau ngày hôm nay'],
      ['31/12/9999', 'Ngày hết hạn hiển thị không được quá 12 tháng kể từ hôm nay (như khi gia hạn)'],
    ]) {
      const refused = await move(reviewer, needId, value);
      expect(refused.statusCode, value).toBe(422);
      expect(refused.json().errors.expires_at).toEqual([message]);
    }
    expect((await move(reviewer, productProposalId, '01/03/2029')).statusCode).toBe(409);
    expect((await move(reviewer, 999999, '01/03/2029')).statusCode).toBe(404);
    const moved = await move(reviewer, needId, '01/03/2029');
    expect(moved.statusCode, moved.body).toBe(200);
    // The start of that day in Vietnam: shown until the day before.
    expect(moved.json().data.expires_at).toBe('2029-02-28T17:00:00.000Z');
    expect((await anonymous(`/api/proposals/${needId}`)).json().data.expires_at).toBe('2029-02-28T17:00:00.000Z');

    // A need without an author account has no end (nobody to remind) until staff give it one.
    const [ownerless] = await staff.t.database.db
      .insert(proposals)
      .values({ title: 'Nhu cầu không có tài khoản tác giả', proposalKind: 'need', status: 'approved' })
      .returning({ id: proposals.id });
    const id = ownerless?.id as number;
    expect((await anonymous(`/api/proposals/${id}`)).json().data.expires_at).toBeNull();
    expect((await move(reviewer, id, '2029-03-01')).statusCode).toBe(200);
    expect((await anonymous(`/api/proposals/${id}`)).json().data.expires_at).toBe('2029-02-28T17:00:00.000Z');
  });
});
