import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/follow-through.ts';
import { signedInCitizen, signIn } from '../../test/auth-helpers.ts';
import { movableClock } from '../../test/helper.ts';
import { callAs, useStaffApp } from '../admin/resources/staff-test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A product or need published from a proposal expires 12 months after it was
 * published unless its owner renews it; the owner is reminded a month before, once per end date;
 * an expired one leaves the lists, the search and the sitemap, and keeps its page with a notice.
 */
describe('listings that stay true', () => {
  const clock = movableClock(new Date('2026-11-23T02:00:00Z'));
  const staff = useStaffApp({}, { now: clock.now });
  let product: { id: number; slug: string; name: string };
  let staffMade: number;
  let proposalId: number;

  const call = (token: string, method: string, url: string, payload?: unknown) =>
    callAs(staff.t, token, method, url, payload);
  const anonymous = (url: string) => staff.t.app.inject({ method: 'GET', url });
  const remind = () => staff.t.app.context.interests.remindExpiring();
  const listed = async () =>
    ((await anonymous('/api/products?per_page=50')).json().data as { id: number }[]).map((item) => item.id);
  /** The owner's token at the clock's time (access tokens live 15 minutes; the clock jumps months). */
  const owner = () => signIn(staff.t, 'nguoidan1@example.vn');
  const reminders = () =>
    staff.t.database.db.select().from(notifications).where(eq(notifications.kind, 'listing_expiry'));

  beforeAll(async () => {
    const name = 'Chế phẩm vi sinh xử lý rơm rạ';
    const sent = await call(staff.tokens.citizen, 'POST', '/api/proposals', {
      request_id: randomUUID(),
      title: name,
      proposal_kind: 'need',
      field: 'Nông nghiệp',
      summary: 'Cần đối tác sản xuất chế phẩm',
      description: 'Chế phẩm vi sinh đã thử ở hai xã, rơm rạ phân hủy sau ba tuần.',
      readiness_level: 5,
      demand_types: [1],
      budget: 1,
      ip_advice: 0,
      price: null,
      organisation: 'Hợp tác xã Yên Thành',
      contact_name: 'Lê Văn Nam',
      contact_phone: '0912000222',
      contact_email: 'nam@htx.vn',
      submit: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    proposalId = sent.json().data.id as number;
    for (const action of ['start_review', 'approve']) {
      await call(staff.tokens.reviewer, 'POST', `/api/admin/proposals/${proposalId}/transitions`, { action });
    }
    const published = await call(staff.tokens.reviewer, 'POST', `/api/admin/proposals/${proposalId}/publish-product`);
    expect(published.statusCode, published.body).toBe(200);
    const id = published.json().data.product_id as number;
    const [row] = await staff.t.database.db.select().from(products).where(eq(products.id, id));
    product = { id, slug: row?.slug as string, name };
    const [made] = await staff.t.database.db
      .insert(products)
      .values({
        slug: 'may-say-so',
        name: 'Máy sấy do Sở đăng',
        field: 'Nông nghiệp',
        readinessLevel: 6,
        status: 'published',
        publishedAt: new Date('2025-01-01T00:00:00Z'),
      })
      .returning({ id: products.id });
    staffMade = made?.id as number;
  });

  it('gives a listing published from a proposal 12 months, and none to a product staff made', async () => {
    const page = (await anonymous(`/api/products/${product.id}`)).json().data;
    expect(page).toMatchObject({ expires_at: '2027-11-23T02:00:00.000Z', expired: false });
    expect((await anonymous(`/api/products/${staffMade}`)).json().data).toMatchObject({
      expires_at: null,
      expired: false,
    });
    const record = await call(staff.tokens.editor, 'GET', `/api/admin/products/${product.id}`);
    expect(record.json().expires_at).toBe('2027-11-23T02:00:00.000Z');
    const mine = await call(staff.tokens.citizen, 'GET', '/api/listings/mine');
    expect(mine.json().data).toMatchObject([
      { kind: 'product', id: product.id, expires_at: '2027-11-23T02:00:00.000Z', expired: false },
    ]);
    // The proposal it was published from ends with it (its own end gives way to the product's).
    expect((await anonymous(`/api/proposals/${proposalId}`)).json().data).toMatchObject({
      expires_at: '2027-11-23T02:00:00.000Z',
      expired: false,
    });
  });

  it('reminds the owner once a month before the end, whichever process runs the job', async () => {
    clock.advance(300 * DAY);
    expect(await remind()).toBe(0);
    expect(await reminders()).toHaveLength(0);
    clock.advance(35 * DAY);
    // Two processes at the same hour: one reminder.
    const [first, second] = await Promise.all([remind(), remind()]);
    expect(first + second).toBe(1);
    expect(await remind()).toBe(0);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('sẽ hết hạn hiển thị ngày 23/11/2027');
    expect(sent[0]?.link).toBe('/profile#tin-dang-cua-toi');
  });

  it('takes an expired listing out of the lists, the search and the sitemap, and keeps its page with a notice', async () => {
    expect(await listed()).toContain(product.id);
    expect(
      ((await anonymous('/api/proposals?per_page=50')).json().data as { id: number }[]).map((p) => p.id),
    ).toContain(proposalId);
    expect((await anonymous('/api/open-data/proposals.json')).body).toContain(product.name);
    clock.advance(31 * DAY);
    await remind();
    expect(await listed()).not.toContain(product.id);
    expect(await listed()).toContain(staffMade);
    const search = await anonymous(`/api/search?q=${encodeURIComponent('rơm rạ')}`);
    expect(search.body).not.toContain(product.slug);
    // So does the proposal it was published from: off /propose, its search and the open data, its page kept.
    const proposalsListed = async (query = '') =>
      ((await anonymous(`/api/proposals?per_page=50${query}`)).json().data as { id: number }[]).map((item) => item.id);
    expect(await proposalsListed()).not.toContain(proposalId);
    expect(await proposalsListed(`&q=${encodeURIComponent('rơm rạ')}`)).not.toContain(proposalId);
    expect((await anonymous('/api/open-data/proposals.json')).body).not.toContain(product.name);
    expect((await anonymous(`/api/proposals/${proposalId}`)).json().data).toMatchObject({ expired: true });
    // Nor through the need it came from: its interests end with the product too.
    const throughNeed = await call(
      (await signedInCitizen(staff.t, 22)).token,
      'POST',
      `/api/proposals/${proposalId}/interests`,
      {
        message: 'Chúng tôi muốn hợp tác sản xuất.',
        demand_type: 1,
      },
    );
    expect(throughNeed.statusCode).toBe(409);
    expect((await anonymous('/sitemap.xml')).body).not.toContain(`/products/${product.slug}`);
    const page = await anonymous(`/api/products/${product.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ expired: true, expires_at: '2027-11-23T02:00:00.000Z' });
    const { expiredNotice } = await import('@portal/shared/products');
    expect(expiredNotice(page.json().data.expires_at)).toBe('Tin này đã hết hạn hiển thị từ ngày 23/11/2027');
    // No more interests in it.
    const other = await signedInCitizen(staff.t, 20);
    const refused = await call(other.token, 'POST', `/api/products/${product.id}/interests`, {
      message: 'Chúng tôi muốn hợp tác sản xuất.',
      demand_type: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect((await call(await owner(), 'GET', '/api/listings/mine')).json().data[0]).toMatchObject({
      expired: true,
    });
  });

  it('lets only the owner renew it, for 12 months from now, back in the lists with a reminder of its own', async () => {
    expect((await staff.t.app.inject({ method: 'POST', url: `/api/products/${product.id}/renew` })).statusCode).toBe(
      401,
    );
    const stranger = await signedInCitizen(staff.t, 21);
    expect((await call(stranger.token, 'POST', `/api/products/${product.id}/renew`)).statusCode).toBe(403);
    const token = await owner();
    expect((await call(token, 'POST', `/api/products/${staffMade}/renew`)).statusCode).toBe(403);
    expect((await call(token, 'POST', '/api/products/999999/renew')).statusCode).toBe(404);
    // The need it was published from is renewed with its product, never on its own.
    const needRenewed = await call(token, 'POST', `/api/proposals/${proposalId}/renew`);
    expect(needRenewed.statusCode).toBe(409);
    expect(needRenewed.json().message).toBe(
      'Nhu cầu này đã được đăng thành sản phẩm: Ông/Bà gia hạn tin đăng của sản phẩm',
    );
    const renewed = await call(token, 'POST', `/api/products/${product.id}/renew`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const expected = new Date(clock.now());
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(renewed.json().data).toEqual({ id: product.id, expires_at: expected.toISOString() });
    expect(await listed()).toContain(product.id);
    expect((await anonymous(`/api/products/${product.id}`)).json().data.expired).toBe(false);
    expect((await anonymous(`/api/proposals/${proposalId}`)).json().data.expired).toBe(false);

    clock.advance(340 * DAY);
    expect(await remind()).toBe(1);
    expect(await reminders()).toHaveLength(2);
  });
});
