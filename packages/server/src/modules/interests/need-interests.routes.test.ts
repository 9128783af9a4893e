import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productInterests } from '../../db/schema/interests.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { nextOutboxMail, signedInCitizen } from '../../test/auth-helpers.ts';
import { type OutboxMail, parseMail } from '../../test/mail-helpers.ts';
import { callAs, listQuery, useStaffApp } from '../admin/resources/staff-test-app.ts';

/** The need's contact as its author gave it: shown to a sender only once the author accepts. */
const AUTHOR = { name: 'Lê Thị Cúc', phone: '0913222333', email: 'cuc@htx-rau.vn' };

const message = 'Công ty chúng tôi có máy sấy rau củ công suất nhỏ, xin được giới thiệu.';

describe('bày tỏ quan tâm đến một nhu cầu', () => {
  const staff = useStaffApp();
  /** The need's author is `tokens.citizen` (nguoidan1); the people interested register as 30, 31, … */
  let need: number;
  let sender: Awaited<ReturnType<typeof signedInCitizen>>;

  const call = (token: string, method: string, url: string, payload?: unknown) =>
    callAs(staff.t, token, method, url, payload);
  const interest = (token: string, id: number | string, body: unknown = { message, demand_type: 1 }) =>
    call(token, 'POST', `/api/proposals/${id}/interests`, body);
  const notificationsOf = async (token: string) =>
    (await call(token, 'GET', '/api/notifications')).json().data as { kind: string; text: string; link: string }[];

  /** A proposal by the citizen, sent and (unless `approve` is false) approved by a reviewer. */
  async function proposal(title: string, kind: 'need' | 'product', approve = true) {
    const sent = await call(staff.tokens.citizen, 'POST', '/api/proposals', {
      request_id: randomUUID(),
      title,
      proposal_kind: kind,
      field: 'Nông nghiệp',
      summary: 'Cần máy sấy rau củ cho hợp tác xã',
      description: 'Hợp tác xã cần máy sấy rau củ công suất 200 kg mỗi mẻ.',
      readiness_level: kind === 'need' ? null : 6,
      demand_types: [1, 3],
      budget: 1,
      ip_advice: 0,
      price: null,
      organisation: 'Hợp tác xã rau an toàn Nghi Lộc',
      contact_name: AUTHOR.name,
      contact_phone: AUTHOR.phone,
      contact_email: AUTHOR.email,
      publish_phone: false,
      publish_email: false,
      submit: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as number;
    for (const action of approve ? ['start_review', 'approve'] : []) {
      const stepped = await call(staff.tokens.reviewer, 'POST', `/api/admin/proposals/${id}/transitions`, { action });
      expect(stepped.statusCode, stepped.body).toBe(200);
    }
    return id;
  }

  beforeAll(async () => {
    need = await proposal('Cần máy sấy rau củ', 'need');
    sender = await signedInCitizen(staff.t, 30);
  });

  it('answers 401 without sign-in, 404 unless it is a public need, 422 for bad fields, 403 for one’s own need', async () => {
    const anonymous = await staff.t.app.inject({
      method: 'POST',
      url: `/api/proposals/${need}/interests`,
      payload: { message, demand_type: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await staff.t.app.inject({ method: 'GET', url: `/api/proposals/${need}/interests/mine` })).statusCode).toBe(
      401,
    );

    // Unknown, not a number, a product proposal, a need still in review, a hidden one: 404.
    const product = await proposal('Máy gieo hạt', 'product');
    const inReview = await proposal('Cần cảm biến độ ẩm', 'need', false);
    const hidden = await proposal('Cần giống lúa chịu mặn', 'need');
    await staff.t.database.db.update(proposals).set({ hiddenAt: staff.t.now() }).where(eq(proposals.id, hidden));
    for (const id of [999_999, 'abc', product, inReview, hidden]) {
      const refused = await interest(sender.token, id);
      expect(refused.statusCode, String(id)).toBe(404);
      expect(refused.json().message).toBe('Không tìm thấy nhu cầu');
      expect((await call(sender.token, 'GET', `/api/proposals/${id}/interests/mine`)).statusCode).toBe(404);
    }

    const short = await interest(sender.token, need, { message: 'Quan tâm', demand_type: 1 });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.message).toEqual(['Lời nhắn cần ít nhất 10 ký tự']);
    const demand = await interest(sender.token, need, { message, demand_type: 0 });
    expect(demand.json().errors.demand_type).toEqual(['Vui lòng chọn mong muốn của Ông/Bà']);

    const own = await interest(staff.tokens.citizen, need);
    // As for one's own product: refused (403), not a field to correct.
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Ông/Bà không thể bày tỏ quan tâm đến nhu cầu của chính mình');
    expect(await staff.t.database.db.select().from(productInterests)).toEqual([]);
  });

  it('brokers the contact: sent, forwarded by staff, accepted by the author; no contact before that', async () => {
    const outbox = path.join(staff.t.config.DATA_DIR, 'outbox');
    const seen = new Set(await readdir(outbox).catch(() => [] as string[]));
    const sent = await interest(sender.token, need);
    expect(sent.statusCode, sent.body).toBe(201);
    const created = sent.json().data;
    expect(created).toMatchObject({ status: 'pending', demand_type: 1, message, contact: null });
    expect(created.subject).toEqual({ kind: 'need', id: need, name: 'Cần máy sấy rau củ', link: `/propose/${need}` });
    const again = await interest(sender.token, need);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ông/Bà đã bày tỏ quan tâm đến nhu cầu này và yêu cầu đang được xử lý');
    expect((await notificationsOf(sender.token))[0]?.text).toBe(
      'Sở đã tiếp nhận yêu cầu quan tâm đến nhu cầu “Cần máy sấy rau củ” của Ông/Bà. Sở sẽ xem xét rồi chuyển đến chủ sở hữu.',
    );
    expect((await notificationsOf(staff.tokens.reviewer))[0]?.text).toContain('nhu cầu “Cần máy sấy rau củ”');

    // The page asks who is looking: the sender sees their interest, the author the counts.
    const mine = await call(sender.token, 'GET', `/api/proposals/${need}/interests/mine`);
    expect(mine.json().data).toMatchObject({ is_owner: false, can_send: false, interest: { status: 'pending' } });
    const authorView = await call(staff.tokens.citizen, 'GET', `/api/proposals/${need}/interests/mine`);
    expect(authorView.json().data).toMatchObject({ is_owner: true, counts: { interests: 0, accepted: 0 } });

    // Pending: the author sees nothing and cannot answer.
    expect((await call(staff.tokens.citizen, 'GET', '/api/interests/received')).json().data).toEqual([]);
    expect((await call(staff.tokens.citizen, 'POST', `/api/interests/${created.id}/accept`)).statusCode).toBe(404);

    // Staff's queue names the need and links its page; filters by kind and need.
    const queue = await call(
      staff.tokens.reviewer,
      'GET',
      `/api/admin/interests?${listQuery({ filter: { kind: 'need', proposal_id: need } })}`,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json()).toMatchObject([
      {
        id: created.id,
        kind: 'need',
        product_id: null,
        proposal_id: need,
        subject_name: 'Cần máy sấy rau củ',
        subject_link: `/propose/${need}`,
        has_owner: true,
        sender_email: sender.email,
      },
    ]);
    const byName = await call(
      staff.tokens.reviewer,
      'GET',
      `/api/admin/interests?${listQuery({ filter: { q: 'may say' } })}`,
    );
    expect(byName.json().map((row: { id: number }) => row.id)).toEqual([created.id]);
    expect(
      (
        await call(staff.tokens.reviewer, 'GET', `/api/admin/interests?${listQuery({ filter: { kind: 'product' } })}`)
      ).json(),
    ).toEqual([]);

    const forwarded = await call(staff.tokens.reviewer, 'POST', `/api/admin/interests/${created.id}/forward`, {});
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    expect(forwarded.json()).toMatchObject({ status: 'forwarded', kind: 'need' });
    const [toAuthor] = await notificationsOf(staff.tokens.citizen);
    expect(toAuthor).toMatchObject({ kind: 'interest_received', link: '/profile#quan-tam-nhan-duoc' });
    expect(toAuthor?.text).toContain('Có người quan tâm đến nhu cầu “Cần máy sấy rau củ”');

    // Forwarded: the author reads the message without the sender's contact, and the sender without the author's.
    const received = await call(staff.tokens.citizen, 'GET', '/api/interests/received');
    expect(received.json().data).toMatchObject([
      { id: created.id, status: 'forwarded', contact: null, subject: { kind: 'need', link: `/propose/${need}` } },
    ]);
    expect(received.body).not.toContain(sender.email);
    const waiting = await call(sender.token, 'GET', '/api/interests/sent');
    for (const secret of [AUTHOR.phone, AUTHOR.email]) expect(waiting.body).not.toContain(secret);

    const accepted = await call(staff.tokens.citizen, 'POST', `/api/interests/${created.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', contact: { email: sender.email } });

    // Accepted: each side sees the other's contact (the need's is the one on the proposal).
    expect((await call(sender.token, 'GET', '/api/interests/sent')).json().data[0]).toMatchObject({
      status: 'accepted',
      contact: AUTHOR,
      subject: { kind: 'need', id: need },
    });
    expect((await call(staff.tokens.citizen, 'GET', '/api/interests/received')).json().data[0]).toMatchObject({
      status: 'accepted',
      contact: { email: sender.email },
    });
    expect((await notificationsOf(sender.token))[0]?.text).toBe(
      'Chủ sở hữu nhu cầu “Cần máy sấy rau củ” đã đồng ý kết nối với Ông/Bà. Thông tin liên hệ có trong mục Quan tâm đã gửi.',
    );
    // The public page still shows only what the author chose to publish.
    const page = await staff.t.app.inject({ method: 'GET', url: `/api/proposals/${need}` });
    for (const secret of [AUTHOR.phone, AUTHOR.email, sender.email]) expect(page.body).not.toContain(secret);

    // The counts: the author on the need's page, staff on the proposal's record and list.
    const counted = await call(staff.tokens.citizen, 'GET', `/api/proposals/${need}/interests/mine`);
    expect(counted.json().data.counts).toEqual({ interests: 1, accepted: 1 });
    const record = await call(staff.tokens.reviewer, 'GET', `/api/admin/proposals/${need}`);
    expect(record.json().data).toMatchObject({ interests: 1, interests_accepted: 1 });
    const list = await call(
      staff.tokens.reviewer,
      'GET',
      `/api/admin/proposals?${listQuery({ filter: { id: need } })}`,
    );
    expect(list.json()).toMatchObject([{ id: need, interests: 1, interests_accepted: 1 }]);

    // The mail of the acceptance names the need and links its page as a whole address.
    const mails: OutboxMail[] = [];
    while (mails.length < 3) {
      const mail = parseMail(await nextOutboxMail(staff.t, seen));
      if (mail.to.includes(sender.email)) mails.push(mail);
    }
    const acceptedMail = mails.find((mail) => mail.subject.endsWith('Chủ sở hữu đồng ý kết nối'));
    expect(acceptedMail?.text).toContain(
      `Chủ sở hữu nhu cầu “Cần máy sấy rau củ” (http://localhost:3000/propose/${need}) đã đồng ý kết nối.`,
    );

    // Answered: the same person may express a new interest in the need.
    expect((await interest(sender.token, need)).statusCode).toBe(201);
  });

  it('makes a person who was declined wait before sending again to the same need', async () => {
    const other = await signedInCitizen(staff.t, 31);
    const id = (await interest(other.token, need, { message, demand_type: 3 })).json().data.id as number;
    expect((await call(staff.tokens.admin, 'POST', `/api/admin/interests/${id}/forward`, {})).statusCode).toBe(200);
    const declined = await call(staff.tokens.citizen, 'POST', `/api/interests/${id}/decline`);
    expect(declined.json().data).toMatchObject({ status: 'declined', contact: null });
    const again = await interest(other.token, need);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Yêu cầu quan tâm trước của Ông\/Bà đến nhu cầu này đã được trả lời\./);
    const mine = await call(other.token, 'GET', `/api/proposals/${need}/interests/mine`);
    expect(mine.json().data).toMatchObject({ can_send: false, interest: { status: 'declined' } });
    expect(mine.json().data.next_allowed_at).not.toBeNull();
  });

  it('keeps exactly one of product and need on an interest (the database’s check)', async () => {
    const [row] = await staff.t.database.db.select().from(productInterests).limit(1);
    await expect(
      staff.t.database.db
        .insert(productInterests)
        .values({ userId: row?.userId as number, demandType: 1, message, status: 'closed' }),
    ).rejects.toThrow();
  });
});
