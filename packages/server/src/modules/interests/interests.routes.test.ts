import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema/admin.ts';
import { products } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/follow-through.ts';
import { productInterests } from '../../db/schema/interests.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, nextOutboxMail, signedInCitizen } from '../../test/auth-helpers.ts';
import { buildTestApp } from '../../test/helper.ts';
import { type OutboxMail, parseMail } from '../../test/mail-helpers.ts';
import { callAs, listQuery, proposalPublishedAsProduct, useStaffApp } from '../admin/resources/staff-test-app.ts';

/** The owner's contact as they gave it on their proposal: never public, shown to a sender they accept. */
const OWNER = { name: 'Trần Văn Bình', phone: '0912000111', email: 'binh@htx.vn' };

const message = 'Hợp tác xã chúng tôi muốn dùng thử máy gieo hạt ở vụ xuân.';

describe('bày tỏ quan tâm', () => {
  const staff = useStaffApp();
  /** The owner is `tokens.citizen` (nguoidan1); the people interested register as 10, 11, … */
  let owned: { id: number; slug: string };
  let staffMade: { id: number; slug: string };
  let sender: Awaited<ReturnType<typeof signedInCitizen>>;

  const call = (token: string, method: string, url: string, payload?: unknown) =>
    callAs(staff.t, token, method, url, payload);
  const interest = (token: string, product: number | string, body: unknown = { message, demand_type: 2 }) =>
    call(token, 'POST', `/api/products/${product}/interests`, body);

  /** The owner's proposal, approved and published as a product by a reviewer (products-publishing.service.ts). */
  async function publishedFromProposal(title: string, publish = { phone: true, email: true }) {
    const productId = await proposalPublishedAsProduct(staff, {
      request_id: randomUUID(),
      title,
      proposal_kind: 'product',
      field: 'Nông nghiệp',
      summary: 'Máy gieo hạt cho ruộng bậc thang',
      description: 'Máy gieo hạt tự động, đã thử ở hai hợp tác xã.',
      readiness_level: 6,
      demand_types: [1, 3],
      budget: 1,
      ip_advice: 0,
      price: null,
      organisation: 'Hợp tác xã Quỳnh Lưu',
      contact_name: OWNER.name,
      contact_phone: OWNER.phone,
      contact_email: OWNER.email,
      publish_phone: publish.phone,
      publish_email: publish.email,
      submit: true,
    });
    const [row] = await staff.t.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, productId));
    return { id: productId, slug: row?.slug as string };
  }

  const notificationsOf = async (token: string) =>
    (await call(token, 'GET', '/api/notifications')).json().data as { kind: string; text: string; link: string }[];

  beforeAll(async () => {
    owned = await publishedFromProposal('Máy gieo hạt bậc thang');
    const [made] = await staff.t.database.db
      .insert(products)
      .values({
        slug: 'may-loc-nuoc-so',
        name: 'Máy lọc nước do Sở đăng',
        field: 'Môi trường',
        readinessLevel: 7,
        contactName: 'Phòng Quản lý công nghệ',
        contactEmail: 'qlcn@sokhcn.vn',
        status: 'published',
        publishedAt: new Date('2026-01-01T00:00:00Z'),
      })
      .returning({ id: products.id, slug: products.slug });
    staffMade = made as { id: number; slug: string };
    sender = await signedInCitizen(staff.t, 10);
  });

  it('keeps the owner of a product made from a proposal out of its public page, even the contact they chose to publish', async () => {
    const page = await staff.t.app.inject({ method: 'GET', url: `/api/products/${owned.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.contact).toEqual({ name: '', phone: '', email: '' });
    expect(page.json().data.brokered).toBe(true);
    for (const secret of [OWNER.name, OWNER.phone, OWNER.email]) expect(page.body).not.toContain(secret);
    // A product staff made shows the organisation's contact they typed, as before.
    const made = await staff.t.app.inject({ method: 'GET', url: `/api/products/${staffMade.slug}` });
    expect(made.json().data).toMatchObject({ brokered: false, contact: { email: 'qlcn@sokhcn.vn' } });
  });

  it('answers 401 without sign-in, 404 for a product nobody may see, 422 under the field for a bad body', async () => {
    const anonymous = await staff.t.app.inject({
      method: 'POST',
      url: `/api/products/${owned.id}/interests`,
      payload: { message, demand_type: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await interest(sender.token, 999_999)).statusCode).toBe(404);
    const [draft] = await staff.t.database.db
      .insert(products)
      .values({ slug: 'ban-nhap-quan-tam', name: 'Bản nháp', field: 'Nông nghiệp', readinessLevel: 2 })
      .returning({ id: products.id });
    const hidden = await interest(sender.token, draft?.id as number);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Không tìm thấy sản phẩm');

    const short = await interest(sender.token, owned.id, { message: 'Quan tâm', demand_type: 1 });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.message).toEqual(['Lời nhắn cần ít nhất 10 ký tự']);
    // Empty (or only spaces): the one message that says so, not "too short" beside it.
    const empty = await interest(sender.token, owned.id, { message: '   ', demand_type: 1 });
    expect(empty.json().errors.message).toEqual(['Vui lòng nhập lời nhắn']);
    const long = await interest(sender.token, owned.id, { message: 'a'.repeat(1001), demand_type: 1 });
    expect(long.json().errors.message).toEqual(['Lời nhắn tối đa 1.000 ký tự']);
    const demand = await interest(sender.token, owned.id, { message, demand_type: 9 });
    expect(demand.statusCode).toBe(422);
    expect(demand.json().errors.demand_type).toEqual(['Vui lòng chọn mong muốn của Ông/Bà']);
    const missing = await interest(sender.token, owned.id, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['demand_type', 'message']);
    expect(await staff.t.database.db.select().from(productInterests)).toEqual([]);
  });

  it('refuses 403 on one’s own product', async () => {
    const own = await interest(staff.tokens.citizen, owned.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Ông/Bà không thể bày tỏ quan tâm đến tin đăng của chính mình');
  });

  it('brokers the contact: sent, forwarded by staff, accepted by the owner; no contact before that', async () => {
    const sent = await interest(sender.token, owned.slug);
    expect(sent.statusCode, sent.body).toBe(201);
    const created = sent.json().data;
    expect(created).toMatchObject({ status: 'pending', demand_type: 2, message, contact: null, staff_note: '' });
    expect(created.subject).toMatchObject({ kind: 'product', id: owned.id, link: `/products/${owned.slug}` });
    // A second one while the first is open: 409, nothing more stored.
    const again = await interest(sender.token, owned.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ông/Bà đã bày tỏ quan tâm đến sản phẩm này và yêu cầu đang được xử lý');

    // Pending: the owner sees nothing of it and cannot answer it.
    expect((await call(staff.tokens.citizen, 'GET', '/api/interests/received')).json()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    expect((await call(staff.tokens.citizen, 'POST', `/api/interests/${created.id}/accept`)).statusCode).toBe(404);

    // Staff: the queue, filtered by status; an editor (content area) and a citizen are refused.
    const queue = await call(
      staff.tokens.reviewer,
      'GET',
      `/api/admin/interests?${listQuery({ filter: { status: 'pending' } })}`,
    );
    expect(queue.statusCode).toBe(200);
    expect(queue.headers['content-range']).toBe('interests 0-0/1');
    expect(queue.json()[0]).toMatchObject({ id: created.id, has_owner: true, sender_email: sender.email });
    expect((await call(staff.tokens.editor, 'GET', '/api/admin/interests')).statusCode).toBe(403);
    expect((await call(staff.tokens.citizen, 'GET', '/api/admin/interests')).statusCode).toBe(403);
    expect(
      (await call(staff.tokens.citizen, 'POST', `/api/admin/interests/${created.id}/forward`, {})).statusCode,
    ).toBe(403);

    const forwarded = await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${created.id}/forward`, {
      note: 'Hợp tác xã có thật, đã xác minh.',
    });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    expect(forwarded.json()).toMatchObject({ status: 'forwarded', staff_note: 'Hợp tác xã có thật, đã xác minh.' });
    expect(
      (await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${created.id}/forward`, {})).statusCode,
    ).toBe(409);
    const [audit] = await staff.t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.resource, 'interests'), eq(staffAudit.action, 'forward')));
    expect(audit).toMatchObject({ recordId: String(created.id), after: { status: 'forwarded' } });

    // Both hear of it, each with a link to their panel.
    expect((await notificationsOf(staff.tokens.citizen))[0]).toMatchObject({
      kind: 'interest_received',
      link: '/profile#quan-tam-nhan-duoc',
    });
    expect((await notificationsOf(sender.token))[0]).toMatchObject({
      kind: 'interest_update',
      link: '/profile#quan-tam-da-gui',
    });

    // Forwarded: the owner reads the message, still without the sender's contact, and the sender without the owner's.
    const received = await call(staff.tokens.citizen, 'GET', '/api/interests/received');
    expect(received.json().data).toMatchObject([{ id: created.id, status: 'forwarded', message, contact: null }]);
    expect(received.body).not.toContain(sender.email);
    const waiting = await call(sender.token, 'GET', '/api/interests/sent');
    expect(waiting.json().data).toMatchObject([{ id: created.id, status: 'forwarded', contact: null }]);
    for (const secret of [OWNER.name, OWNER.phone, OWNER.email]) expect(waiting.body).not.toContain(secret);

    // Only the owner answers: the sender and a stranger get 404.
    expect((await call(sender.token, 'POST', `/api/interests/${created.id}/accept`)).statusCode).toBe(404);
    const stranger = await signedInCitizen(staff.t, 11);
    expect((await call(stranger.token, 'POST', `/api/interests/${created.id}/decline`)).statusCode).toBe(404);

    const accepted = await call(staff.tokens.citizen, 'POST', `/api/interests/${created.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', contact: { email: sender.email } });
    expect((await call(staff.tokens.citizen, 'POST', `/api/interests/${created.id}/decline`)).statusCode).toBe(409);

    // Accepted: each side sees the other's contact.
    expect((await call(sender.token, 'GET', '/api/interests/sent')).json().data[0]).toMatchObject({
      status: 'accepted',
      contact: OWNER,
    });
    expect((await call(staff.tokens.citizen, 'GET', '/api/interests/received')).json().data[0]).toMatchObject({
      status: 'accepted',
      contact: { email: sender.email, name: 'Nguyễn Thị Hoa' },
    });
    expect((await notificationsOf(sender.token))[0]).toMatchObject({ kind: 'interest_update' });
    expect((await notificationsOf(sender.token))[0]?.text).toContain('đã đồng ý kết nối');
    // Still nothing public.
    const page = await staff.t.app.inject({ method: 'GET', url: `/api/products/${owned.id}` });
    for (const secret of [OWNER.phone, OWNER.email, sender.email]) expect(page.body).not.toContain(secret);

    // The counts: the owner's listing and staff's product record.
    const listings = await call(staff.tokens.citizen, 'GET', '/api/listings/mine');
    expect(listings.json().data).toMatchObject([{ id: owned.id, interests: 1, accepted: 1 }]);
    const record = await call(staff.tokens.editor, 'GET', `/api/admin/products/${owned.id}`);
    expect(record.json()).toMatchObject({ interests: 1, interests_accepted: 1 });

    // Once answered, the same person may express a new interest.
    expect((await interest(sender.token, owned.id)).statusCode).toBe(201);
  });

  it('lets the owner decline a forwarded interest, and the sender hear of it', async () => {
    const other = await signedInCitizen(staff.t, 12);
    const outbox = path.join(staff.t.config.DATA_DIR, 'outbox');
    const seen = new Set(await readdir(outbox).catch(() => [] as string[]));
    const id = (await interest(other.token, owned.id, { message, demand_type: 3 })).json().data.id as number;
    const note = { note: 'Đơn vị đã được Sở xác minh.' };
    expect((await call(staff.tokens.admin, 'POST', `/api/admin/interests/${id}/forward`, note)).statusCode).toBe(200);
    const declined = await call(staff.tokens.citizen, 'POST', `/api/interests/${id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', contact: null });
    expect((await call(staff.tokens.citizen, 'POST', `/api/interests/${id}/accept`)).statusCode).toBe(409);
    const sent = await call(other.token, 'GET', '/api/interests/sent');
    expect(sent.json().data[0]).toMatchObject({ status: 'declined', contact: null });
    expect(sent.body).not.toContain(OWNER.email);
    expect((await notificationsOf(other.token))[0]?.text).toContain('đã từ chối');

    // The sender's mails (forwarded, declined): the site's name leads each subject, as in every
    // notification mail, and the product's link is a whole address (a path means nothing in a mail).
    const mine: OutboxMail[] = [];
    while (mine.length < 3) {
      const mail = parseMail(await nextOutboxMail(staff.t, seen));
      if (mail.to.includes(other.email)) mine.push(mail);
    }
    const subjects = mine.map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      '[Cổng thông tin Nghị quyết 57 tỉnh Sông Lam] Sở đã tiếp nhận yêu cầu quan tâm của Ông/Bà',
      '[Cổng thông tin Nghị quyết 57 tỉnh Sông Lam] Yêu cầu quan tâm đã được chuyển đến chủ sở hữu',
      '[Cổng thông tin Nghị quyết 57 tỉnh Sông Lam] Yêu cầu quan tâm: Chủ sở hữu từ chối',
    ]);
    // Staff's note is written for both sides (the back office says so), so it is in the mail too.
    const forwardedMail = mine.find((mail) => mail.subject.endsWith('chuyển đến chủ sở hữu'));
    expect(forwardedMail?.text).toContain('Ghi chú của Sở: Đơn vị đã được Sở xác minh.');
    const declinedMail = mine.find((mail) => mail.subject.endsWith('từ chối'));
    expect(declinedMail?.text).toContain(`(http://localhost:3000/products/${owned.slug})`);
    // The day they may send again, as the product page gives it (30 days after the decline, fixed clock).
    expect(declinedMail?.text).toMatch(
      /Ông\/Bà có thể gửi lại yêu cầu quan tâm đến sản phẩm này từ ngày \d{2}\/\d{2}\/\d{4}\./,
    );
  });

  it('lets staff close spam with a note (required), and refuses to forward what has no owner account', async () => {
    const spammer = await signedInCitizen(staff.t, 13);
    const id = (
      await interest(spammer.token, owned.id, { message: 'Mua bán tài khoản giá rẻ!!!', demand_type: 2 })
    ).json().data.id as number;
    const noNote = await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${id}/close`, { note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual(['Vui lòng nhập ghi chú']);
    const closed = await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${id}/close`, {
      note: 'Quảng cáo không liên quan.',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', staff_note: 'Quảng cáo không liên quan.' });
    expect((await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${id}/forward`, {})).statusCode).toBe(409);
    expect((await call(staff.tokens.citizen, 'POST', `/api/interests/${id}/accept`)).statusCode).toBe(404);
    expect((await notificationsOf(spammer.token))[0]?.text).toContain('Quảng cáo không liên quan.');

    // A product staff made: the interest is taken, but staff contact the organisation themselves.
    const made = await interest(spammer.token, staffMade.id, { message, demand_type: 1 });
    expect(made.statusCode).toBe(201);
    const refused = await call(
      staff.tokens.reviewer,
      'POST',
      `/api/admin/interests/${made.json().data.id}/forward`,
      {},
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status[0]).toContain('không có tài khoản chủ sở hữu');
    const [row] = await staff.t.database.db
      .select({ status: productInterests.status })
      .from(productInterests)
      .where(eq(productInterests.id, made.json().data.id));
    expect(row?.status).toBe('pending');
    const shown = await call(staff.tokens.reviewer, 'GET', `/api/admin/interests/${made.json().data.id}`);
    expect(shown.json()).toMatchObject({
      has_owner: false,
      owner_name: null,
      kind: 'product',
      subject_name: 'Máy lọc nước do Sở đăng',
    });
    expect((await call(staff.tokens.reviewer, 'GET', '/api/admin/interests/999999')).statusCode).toBe(404);

    // Closed first, then forwarded: the closed state answers (409), not the missing owner.
    const closedMade = await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${made.json().data.id}/close`, {
      note: 'Sở đã liên hệ trực tiếp với đơn vị.',
    });
    expect(closedMade.statusCode).toBe(200);
    const late = await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${made.json().data.id}/forward`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Yêu cầu này không còn chờ Sở xem xét');
  });

  /** Staff who work the queue (the admin interests route's area, moderation): reviewers and admins. */
  const queueStaff = async () =>
    (
      await staff.t.database.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(inArray(users.role, ['reviewer', 'admin']), isNull(users.disabledAt)))
    ).map((person) => person.email);

  it('tells the sender it was received (bell and mail, with the stop link), and staff who work the queue', async () => {
    const person = await signedInCitizen(staff.t, 15);
    const outbox = path.join(staff.t.config.DATA_DIR, 'outbox');
    const seen = new Set(await readdir(outbox).catch(() => [] as string[]));
    const sent = await interest(person.token, owned.id, { message, demand_type: 4 });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as number;

    const [receipt] = await notificationsOf(person.token);
    expect(receipt).toMatchObject({ kind: 'interest_update', link: '/profile#quan-tam-da-gui' });
    expect(receipt?.text).toBe(
      'Sở đã tiếp nhận yêu cầu quan tâm đến “Máy gieo hạt bậc thang” của Ông/Bà. Sở sẽ xem xét rồi chuyển đến chủ sở hữu.',
    );
    // The reviewer and the admin (the queue's area) hear of it, with the back office's record; the
    // editor (content area) and the owner do not.
    for (const token of [staff.tokens.reviewer, staff.tokens.admin]) {
      expect((await notificationsOf(token))[0]).toMatchObject({
        kind: 'interest_new',
        link: `/admin/interests/${id}/show`,
      });
    }
    expect((await notificationsOf(staff.tokens.editor)).some((row) => row.kind === 'interest_new')).toBe(false);
    expect((await notificationsOf(staff.tokens.citizen)).some((row) => row.kind === 'interest_new')).toBe(false);

    const staffEmails = await queueStaff();
    // The outbox may still take an earlier test's mails: read until this interest's have come.
    const mails: OutboxMail[] = [];
    const wanted = (mail: OutboxMail) =>
      mail.to.includes(person.email) || mail.subject.endsWith(`Yêu cầu quan tâm mới số ${id}`);
    while (mails.length < staffEmails.length + 1) {
      const mail = parseMail(await nextOutboxMail(staff.t, seen));
      if (wanted(mail)) mails.push(mail);
    }
    const toSender = mails.find((mail) => mail.to.includes(person.email));
    expect(toSender?.subject).toBe(
      '[Cổng thông tin Nghị quyết 57 tỉnh Sông Lam] Sở đã tiếp nhận yêu cầu quan tâm của Ông/Bà',
    );
    expect(toSender?.text).toMatch(/^Kính gửi Ông\/Bà [^,\n]+,\n/);
    expect(toSender?.text).toContain('ngày 23/11/2026 (mong muốn: Thẩm định, đánh giá)');
    expect(toSender?.text).toContain('Các bước tiếp theo:');
    // The sender's kind of mail, with its stop link: the preferences hold for it.
    expect(toSender?.text).toContain('kết quả yêu cầu quan tâm đã gửi');
    expect(toSender?.text).toContain('/notifications/stop?token=');
    for (const email of staffEmails) {
      const mail = mails.find((one) => one.to.includes(email));
      expect(mail?.subject, email).toBe(`[Cổng thông tin Nghị quyết 57 tỉnh Sông Lam] Yêu cầu quan tâm mới số ${id}`);
      expect(mail?.text).toContain(`http://localhost:3000/admin/interests/${id}/show`);
      // No contact of the sender in the notice: staff read it in the back office.
      expect(mail?.text).not.toContain(person.email);
    }
  });

  it('tells the queue’s staff when the owner accepts or declines, with the record’s link and no contact', async () => {
    const outbox = path.join(staff.t.config.DATA_DIR, 'outbox');
    const staffEmails = await queueStaff();
    for (const [number, answer] of [
      [19, 'accept'],
      [24, 'decline'],
    ] as const) {
      const person = await signedInCitizen(staff.t, number);
      const id = (await interest(person.token, owned.id)).json().data.id as number;
      expect((await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${id}/forward`, {})).statusCode).toBe(
        200,
      );
      const seen = new Set(await readdir(outbox).catch(() => [] as string[]));
      expect((await call(staff.tokens.citizen, 'POST', `/api/interests/${id}/${answer}`)).statusCode).toBe(200);
      const outcome = answer === 'accept' ? 'đồng ý kết nối' : 'từ chối kết nối';
      for (const token of [staff.tokens.reviewer, staff.tokens.admin]) {
        const [notice] = await notificationsOf(token);
        expect(notice).toMatchObject({ kind: 'interest_new', link: `/admin/interests/${id}/show` });
        expect(notice?.text).toBe(`Chủ sở hữu “Máy gieo hạt bậc thang” đã ${outcome} (yêu cầu quan tâm số ${id}).`);
      }
      expect((await notificationsOf(staff.tokens.editor)).some((row) => row.link.endsWith(`/${id}/show`))).toBe(false);
      const mails: OutboxMail[] = [];
      while (mails.length < staffEmails.length) {
        const mail = parseMail(await nextOutboxMail(staff.t, seen));
        if (mail.subject.includes(`Yêu cầu quan tâm số ${id}:`)) mails.push(mail);
      }
      for (const email of staffEmails) {
        const mail = mails.find((one) => one.to.includes(email));
        expect(mail?.text, email).toContain(`http://localhost:3000/admin/interests/${id}/show`);
        expect(mail?.text).toContain(`đã ${outcome}`);
        for (const secret of [person.email, OWNER.email, OWNER.phone, OWNER.name]) {
          expect(mail?.text).not.toContain(secret);
        }
      }
    }
  });

  it('mails no receipt to a sender who stopped that kind of mail (the bell keeps it)', async () => {
    const person = await signedInCitizen(staff.t, 16);
    const stopped = await call(person.token, 'GET', '/api/notifications/preferences');
    expect(stopped.statusCode, stopped.body).toBe(200);
    const kinds = (stopped.json().data.mailed as string[]).filter((kind) => kind !== 'interest_update');
    expect((await call(person.token, 'PUT', '/api/notifications/preferences', { mailed: kinds })).statusCode).toBe(200);
    const outbox = path.join(staff.t.config.DATA_DIR, 'outbox');
    const seen = new Set(await readdir(outbox).catch(() => [] as string[]));
    expect((await interest(person.token, owned.id)).statusCode).toBe(201);
    expect((await notificationsOf(person.token))[0]?.text).toContain('đã tiếp nhận');
    // The staff notices come after the receipt: once they are all in, no mail went to the sender.
    const staffEmails = await queueStaff();
    const mails: OutboxMail[] = [];
    while (mails.filter((mail) => mail.subject.includes('Yêu cầu quan tâm mới số')).length < staffEmails.length) {
      mails.push(parseMail(await nextOutboxMail(staff.t, seen)));
    }
    for (const file of await readdir(outbox)) {
      if (!seen.has(file)) mails.push(parseMail(await readFile(path.join(outbox, file), 'utf8')));
    }
    expect(mails.filter((mail) => mail.to.includes(person.email))).toEqual([]);
  });

  it('tells the product page who is looking: the owner its counts, a sender their interest, anyone whether they may send', async () => {
    const mine = (token: string, product: number | string = owned.id) =>
      call(token, 'GET', `/api/products/${product}/interests/mine`);
    const anonymous = await staff.t.app.inject({ method: 'GET', url: `/api/products/${owned.id}/interests/mine` });
    expect(anonymous.statusCode).toBe(401);
    expect((await mine(sender.token, 999_999)).statusCode).toBe(404);

    const [counted] = await staff.t.database.db
      .select({
        interests: sql<number>`(count(*) filter (where ${productInterests.status} in ('forwarded', 'accepted', 'declined')))::int`,
        accepted: sql<number>`(count(*) filter (where ${productInterests.status} = 'accepted'))::int`,
      })
      .from(productInterests)
      .where(eq(productInterests.productId, owned.id));
    const owner = await mine(staff.tokens.citizen, owned.slug);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data).toEqual({
      is_owner: true,
      counts: { interests: counted?.interests, accepted: counted?.accepted },
      interest: null,
      can_send: false,
      next_allowed_at: null,
    });
    expect(counted?.accepted).toBeGreaterThan(0);
    expect(owner.headers['cache-control']).toBe('no-store');

    const fresh = await signedInCitizen(staff.t, 17);
    expect((await mine(fresh.token)).json().data).toEqual({
      is_owner: false,
      counts: null,
      interest: null,
      can_send: true,
      next_allowed_at: null,
    });
    const sentId = (await interest(fresh.token, owned.id)).json().data.id as number;
    const open = (await mine(fresh.token)).json();
    expect(open.data).toMatchObject({
      is_owner: false,
      counts: null,
      interest: { id: sentId, status: 'pending', contact: null, created_at: expect.any(String) },
      can_send: false,
      next_allowed_at: null,
    });
    for (const secret of [OWNER.name, OWNER.phone, OWNER.email]) expect(JSON.stringify(open)).not.toContain(secret);

    // Accepted: the status, still no contact here (the sender's panel shows it).
    await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${sentId}/forward`, {});
    await call(staff.tokens.citizen, 'POST', `/api/interests/${sentId}/accept`);
    const accepted = (await mine(fresh.token)).json();
    expect(accepted.data.interest).toMatchObject({ id: sentId, status: 'accepted', contact: null });
    expect(JSON.stringify(accepted)).not.toContain(OWNER.email);
    // The public answer of the product is the same for everyone: nothing of the viewer in it.
    const page = await staff.t.app.inject({ method: 'GET', url: `/api/products/${owned.id}` });
    expect(page.body).not.toContain('is_owner');
    expect(page.body).not.toContain('can_send');
  });

  it('makes a person wait 30 days after a decline or a closing before sending again, from the start of that day in Vietnam', async () => {
    const person = await signedInCitizen(staff.t, 18);
    const first = (await interest(person.token, owned.id)).json().data.id as number;
    await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${first}/forward`, {});
    expect((await call(staff.tokens.citizen, 'POST', `/api/interests/${first}/decline`)).statusCode).toBe(200);
    const count = async () =>
      (
        await staff.t.database.db
          .select({ id: productInterests.id })
          .from(productInterests)
          .innerJoin(users, eq(users.id, productInterests.userId))
          .where(eq(users.email, person.email))
      ).length;

    // Declined on 23/11/2026 (the test clock): from 23/12/2026, 00:00 in Vietnam.
    const again = await interest(person.token, owned.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Yêu cầu quan tâm trước của Ông/Bà đến sản phẩm này đã được trả lời. Ông/Bà có thể gửi lại từ ngày 23/12/2026.',
    );
    expect(await count()).toBe(1);
    const waiting = (await call(person.token, 'GET', `/api/products/${owned.id}/interests/mine`)).json().data;
    expect(waiting).toMatchObject({
      interest: { id: first, status: 'declined' },
      can_send: false,
      next_allowed_at: '2026-12-22T17:00:00.000Z',
    });

    const answeredAt = async (at: string) =>
      staff.t.database.db
        .update(productInterests)
        .set({ answeredAt: new Date(at) })
        .where(eq(productInterests.id, first));
    // Answered late on 24/10 in Vietnam (16:59 UTC): 30 days later is 23/11, today: may send.
    // Answered on 25/10 in Vietnam (17:00 UTC on the 24th): not before 24/11.
    await answeredAt('2026-10-24T17:00:00Z');
    expect((await interest(person.token, owned.id)).json().message).toContain('từ ngày 24/11/2026.');
    await answeredAt('2026-10-24T16:59:00Z');
    const allowed = (await call(person.token, 'GET', `/api/products/${owned.id}/interests/mine`)).json().data;
    expect(allowed).toMatchObject({ can_send: true, next_allowed_at: null });
    const resent = await interest(person.token, owned.id);
    expect(resent.statusCode, resent.body).toBe(201);

    // Closed by staff: the same wait.
    const closedId = resent.json().data.id as number;
    await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${closedId}/close`, { note: 'Trùng lặp.' });
    const afterClose = await interest(person.token, owned.id);
    expect(afterClose.statusCode).toBe(409);
    expect(afterClose.json().message).toContain('từ ngày 23/12/2026.');
  });

  it('writes no notification to anyone for a refused step', async () => {
    const before = (await staff.t.database.db.select().from(notifications)).length;
    await call(staff.tokens.reviewer, 'POST', '/api/admin/interests/999999/forward', {});
    await call(staff.tokens.citizen, 'POST', '/api/interests/999999/accept');
    expect((await staff.t.database.db.select().from(notifications)).length).toBe(before);
  });
});

describe('bày tỏ quan tâm under the rate limit', () => {
  it('answers 429 past the limit of calls a minute', async () => {
    const t = await buildTestApp({ AUTH_RATE_LIMIT: '4' });
    try {
      const person = await signedInCitizen(t, 1);
      const [product] = await t.database.db
        .insert(products)
        .values({
          slug: 'gioi-han',
          name: 'Sản phẩm',
          field: 'Nông nghiệp',
          readinessLevel: 5,
          status: 'published',
          publishedAt: new Date('2026-01-01T00:00:00Z'),
        })
        .returning({ id: products.id });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/products/${product?.id}/interests`,
          headers: bearer(person.token),
          payload: { message, demand_type: 1 },
          remoteAddress: '10.9.9.9',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 409, 409, 409, 429]);
    } finally {
      await t.close();
    }
  });
});
