import { DELETE_ACCOUNT_CONFIRMATION } from '@portal/shared/account-data';
import { CONSENT_VERSION, consentPurpose } from '@portal/shared/consent';
import type { ProposalInputValues } from '@portal/shared/proposals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSettings } from '../../db/demo/settings.ts';
import { auditEvents, refreshTokens } from '../../db/schema/auth.ts';
import { products } from '../../db/schema/catalogue.ts';
import { feedback, questions } from '../../db/schema/engagement.ts';
import { follows, notifications } from '../../db/schema/follow-through.ts';
import { productInterests } from '../../db/schema/interests.ts';
import { consentRecords } from '../../db/schema/privacy.ts';
import { proposals, uploads } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import {
  bearer,
  citizen,
  confirmAddress,
  login,
  refreshCookie,
  registerCitizen,
  registration,
} from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { proposalForm } from '../../test/proposal-form.ts';
import { DELETED_AUTHOR } from './account-data.service.ts';

const proposal = (overrides: Partial<ProposalInputValues> = {}) =>
  proposalForm({ contact_email: 'an.nguyen@example.vn', ...overrides });

describe('downloading one’s data and deleting one’s account', () => {
  let t: TestApp;
  const alice = citizen(1);
  const bob = citizen(2);
  let aliceToken: string;
  let aliceRefresh: string;
  let aliceId: number;
  let bobToken: string;
  let bobId: number;
  let sentId: number;
  let draftId: number;

  const signIn = async (email: string, password: string) => {
    const response = await login(t, email, password);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response;
  };
  const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  beforeAll(async () => {
    // 00:30 on 03/12/2026 in Vietnam, still 02/12 in UTC: the download is named by Vietnam's day.
    t = await buildTestApp({}, { now: () => new Date('2026-12-02T17:30:00Z') });
    await registerCitizen(t, 1);
    await registerCitizen(t, 2);
    const aliceLogin = await signIn(alice.email, alice.password);
    aliceToken = aliceLogin.json().data.access_token;
    aliceRefresh = refreshCookie(aliceLogin) ?? '';
    aliceId = aliceLogin.json().data.user.id;
    const bobLogin = await signIn(bob.email, bob.password);
    bobToken = bobLogin.json().data.access_token;
    bobId = bobLogin.json().data.user.id;

    const send = (token: string, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/proposals', headers: bearer(token), payload: body });
    const sent = await send(aliceToken, proposal());
    if (sent.statusCode !== 201) throw new Error(sent.body);
    sentId = sent.json().data.id;
    const draft = await send(aliceToken, proposal({ submit: false, title: 'Bản nháp chưa gửi của Hoa' }));
    if (draft.statusCode !== 201) throw new Error(draft.body);
    draftId = draft.json().data.id;
    await send(bobToken, proposal({ title: 'Đề xuất của người khác', contact_email: 'bob.contact@example.vn' }));

    await t.database.db.insert(uploads).values({
      id: 'a'.repeat(32),
      ownerId: aliceId,
      key: `submissions/${'a'.repeat(32)}.pdf`,
      name: 'Thuyết minh chưa gửi.pdf',
      size: 3,
      mime: 'application/pdf',
      kind: 'attachment',
    });
    await t.app.context.uploads.files.put(`submissions/${'a'.repeat(32)}.pdf`, Buffer.from('PDF'));
    // Sent without signing in, with Hoa's address: anyone could have typed it, so it is not hers.
    await t.database.db.insert(questions).values([
      { name: 'Nguyễn Thị Hoa', email: alice.email.toUpperCase(), question: 'Khi nào mở đợt đề xuất mới?' },
      { name: 'Người khác', email: 'khac@example.vn', question: 'Câu hỏi của người khác' },
    ]);
    await t.database.db.insert(feedback).values([
      {
        name: 'Nguyễn Thị Hoa',
        email: alice.email,
        phone: '0987 654 321',
        subject: 'Góp ý giao diện',
        message: 'Trang đề xuất nên có bản in.',
        authorId: aliceId,
      },
      {
        name: 'Người gửi thật',
        email: alice.email,
        phone: '0912 000 111',
        subject: 'Góp ý không đăng nhập',
        message: 'Lời góp ý gửi khi chưa đăng nhập, cùng địa chỉ.',
      },
    ]);
    // What the bell told each of them, what they follow and the mails they stopped.
    await t.database.db.insert(notifications).values([
      { userId: aliceId, kind: 'submission_status', text: 'Hồ sơ DX-1 của Hoa đã được tiếp nhận', link: '/propose' },
      { userId: bobId, kind: 'submission_status', text: 'Thông báo riêng của người khác', link: '/propose' },
    ]);
    await t.database.db.insert(follows).values([
      { userId: aliceId, targetKind: 'big_problem', targetId: 41 },
      { userId: bobId, targetKind: 'product', targetId: 42 },
    ]);
    await t.database.db
      .update(users)
      .set({ mailOptOuts: ['followed_update'] })
      .where(eq(users.id, aliceId));
    // An interest each in a product.
    const [product] = await t.database.db
      .insert(products)
      .values({ slug: 'may-gieo-hat', name: 'Máy gieo hạt', field: 'Nông nghiệp', readinessLevel: 6 })
      .returning({ id: products.id });
    await t.database.db.insert(productInterests).values([
      { productId: product?.id as number, userId: aliceId, demandType: 1, message: 'Hoa muốn hợp tác sản xuất.' },
      { productId: product?.id as number, userId: bobId, demandType: 3, message: 'Lời nhắn của người khác.' },
    ]);
    // A question asked while signed in, from an address other than the account's.
    await t.database.db.insert(questions).values({
      name: 'Nguyễn Thị Hoa',
      email: 'hoa.khac@example.vn',
      authorId: aliceId,
      question: 'Hỏi khi đã đăng nhập',
    });
  });
  afterAll(() => t.close());

  it('downloads everything kept about the signed-in user as a JSON attachment, and nothing of anyone else', async () => {
    const response = await t.app.inject({ url: '/api/auth/me/data', headers: bearer(aliceToken) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="du-lieu-ca-nhan-2026-12-03\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('application/json');
    const data = response.json();
    // Its times are Vietnam's, as its name's day is (it said 17:30Z beside a file named the 3rd).
    expect(data.exported_at).toBe('2026-12-03T00:30:00+07:00');
    expect(data.profile.created_at).toMatch(/\+07:00$/);
    // Each part by its Vietnamese title, and the fields by the names the pages give them.
    for (const key of Object.keys(data).filter(
      (key) => !['exported_at', 'note', 'sections', 'field_names'].includes(key),
    )) {
      expect(data.sections[key], key).toMatch(/^\p{Lu}/u);
    }
    expect(data.field_names.proposals).toMatchObject({ title: 'Tên đề xuất', website: 'Trang web' });
    expect(data.profile).toMatchObject({
      id: aliceId,
      email: alice.email,
      full_name: alice.full_name,
      citizen_pid: alice.citizenPid,
      two_factor_enabled: false,
    });
    expect(data.consents).toEqual([
      expect.objectContaining({
        purpose: consentPurpose(demoSettings.managing_agency),
        version: CONSENT_VERSION,
        method: 'register',
        withdrawn_at: null,
      }),
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toEqual(
      expect.objectContaining({ method: 'pwd', started_at: expect.any(String), expires_at: expect.any(String) }),
    );
    expect(data.account_events.map((event: { kind: string }) => event.kind)).toEqual(
      expect.arrayContaining(['registered', 'login_succeeded']),
    );
    expect(data.proposals.map((row: { id: number }) => row.id).sort()).toEqual([sentId, draftId].sort());
    const sent = data.proposals.find((row: { id: number }) => row.id === sentId);
    expect(sent.contact_phone).toBe('0912345678');
    expect(sent.timeline.length).toBeGreaterThanOrEqual(1);
    expect(data.uploads).toEqual([expect.objectContaining({ name: 'Thuyết minh chưa gửi.pdf', attached: false })]);
    expect(data.questions).toEqual([expect.objectContaining({ question: 'Hỏi khi đã đăng nhập' })]);
    expect(data.feedback).toEqual([expect.objectContaining({ subject: 'Góp ý giao diện' })]);
    expect(data.profile.mail_kinds_stopped).toEqual(['followed_update']);
    expect(data.notifications).toEqual([
      expect.objectContaining({
        kind: 'submission_status',
        text: 'Hồ sơ DX-1 của Hoa đã được tiếp nhận',
        read_at: null,
      }),
    ]);
    expect(data.follows).toEqual([{ target_kind: 'big_problem', target_id: 41, since: expect.any(String) }]);
    expect(data.interests).toEqual([
      expect.objectContaining({ message: 'Hoa muốn hợp tác sản xuất.', status: 'pending', demand_type: 1 }),
    ]);

    const text = response.body;
    expect(text).not.toContain('Đề xuất của người khác');
    expect(text).not.toContain('bob.contact@example.vn');
    expect(text).not.toContain('Câu hỏi của người khác');
    // What was sent without signing in never joins an account by a matching address.
    expect(text).not.toContain('Khi nào mở đợt đề xuất mới?');
    expect(text).not.toContain('Lời góp ý gửi khi chưa đăng nhập');
    expect(text).not.toContain('0912 000 111');
    expect(text).not.toContain('Thông báo riêng của người khác');
    expect(text).not.toContain('Lời nhắn của người khác');
    expect(text).not.toContain(bob.citizenPid);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, aliceId));
    const [token] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, aliceId));
    expect(text).not.toContain(row?.passwordHash ?? 'no hash');
    expect(text).not.toContain(token?.tokenHash ?? 'no token');
    expect(text).not.toContain(aliceRefresh);
    expect(text).not.toMatch(/password_hash|token_hash|totp_secret|\$argon2/);
    // Written in the portal's formal voice: nobody is called "bạn" in the export either.
    expect(text).not.toMatch(/(^|[^\p{L}])bạn([^\p{L}]|$)/iu);
    expect(sent.timeline.map((step: { by: string }) => step.by)).toContain('Người gửi');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/auth/me/data' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/me', payload: {} })).statusCode).toBe(401);
  });

  it('refuses a missing or wrong password with 422 under the field, and changes nothing', async () => {
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(aliceToken),
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['Vui lòng nhập mật khẩu để xác nhận'] });
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(aliceToken),
      payload: { password: 'SaiMatKhau@1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['Mật khẩu không đúng'] });
    expect((await userRow(aliceId))?.email).toBe(alice.email);
  });

  it('staff cannot delete themselves until demoted; the last admin never can', async () => {
    const admin = (await signIn(t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD ?? '')).json().data.access_token;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(admin),
      payload: { password: t.config.ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('vai trò người dân');
    expect((await login(t, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD ?? '')).statusCode).toBe(200);
  });

  it('deletes the account: personal data erased, sent submissions kept anonymised, consent kept', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(aliceToken),
      cookies: { refresh_token: aliceRefresh },
      payload: { password: alice.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Tài khoản đã được xóa');
    expect(response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value).toBe('');

    const row = await userRow(aliceId);
    expect(row).toMatchObject({
      passwordHash: null,
      fullName: '',
      citizenPidEncrypted: null,
      citizenPidHash: null,
      citizenPidLast4: null,
      totpSecretEncrypted: null,
      vneidSubject: null,
      avatar: null,
    });
    expect(row?.email).toBe(`deleted-${aliceId}@deleted.invalid`);
    expect(row?.disabledAt).not.toBeNull();

    const kept = await t.database.db.select().from(proposals).where(eq(proposals.id, sentId));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      contactName: DELETED_AUTHOR,
      contactPhone: '',
      contactEmail: '',
      title: proposal().title,
    });
    expect(await t.database.db.select().from(proposals).where(eq(proposals.id, draftId))).toEqual([]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.ownerId, aliceId))).toEqual([]);
    expect(await t.app.context.uploads.size(`submissions/${'a'.repeat(32)}.pdf`)).toBeUndefined();
    const [question] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.question, 'Khi nào mở đợt đề xuất mới?'));
    // Not the account's: the department can still answer whoever sent it.
    expect(question).toMatchObject({ name: 'Nguyễn Thị Hoa', email: alice.email.toUpperCase() });
    const [signedIn] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.question, 'Hỏi khi đã đăng nhập'));
    expect(signedIn).toMatchObject({ name: DELETED_AUTHOR, email: '', phone: '' });
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, aliceId))).toEqual([]);
    expect(await t.database.db.select().from(follows).where(eq(follows.userId, aliceId))).toEqual([]);
    expect(await t.database.db.select().from(productInterests).where(eq(productInterests.userId, aliceId))).toEqual([]);
    expect(row?.mailOptOuts).toEqual([]);
    // Bob's are untouched.
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, bobId))).toHaveLength(1);
    expect(await t.database.db.select().from(follows).where(eq(follows.userId, bobId))).toHaveLength(1);
    expect(await t.database.db.select().from(productInterests).where(eq(productInterests.userId, bobId))).toHaveLength(
      1,
    );
    const [note, anonymous] = await t.database.db.select().from(feedback).orderBy(feedback.id);
    expect(note).toMatchObject({ name: DELETED_AUTHOR, email: '', phone: '', message: 'Trang đề xuất nên có bản in.' });
    expect(anonymous).toMatchObject({ name: 'Người gửi thật', email: alice.email, phone: '0912 000 111' });
    // Bob's proposal is untouched.
    const [other] = await t.database.db.select().from(proposals).where(eq(proposals.title, 'Đề xuất của người khác'));
    expect(other?.contactEmail).toBe('bob.contact@example.vn');

    const consents = await t.database.db.select().from(consentRecords).where(eq(consentRecords.userId, aliceId));
    expect(consents).toEqual([
      expect.objectContaining({
        purpose: consentPurpose(demoSettings.managing_agency),
        method: 'register',
        withdrawnAt: expect.any(Date),
      }),
    ]);
    expect(await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, aliceId))).toEqual([]);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.userId, aliceId));
    expect(events.map((event) => [event.kind, event.ip])).toEqual([['account_deleted', null]]);
  });

  it('after deletion: no sign-in, no refresh, the old access token is refused; e-mail and citizen ID are free again', async () => {
    expect((await login(t, alice.email, alice.password)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(aliceToken) })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      url: '/api/auth/refresh',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: { refresh_token: aliceRefresh },
    });
    expect(refresh.statusCode).toBe(401);
    // Bob still works.
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(bobToken) })).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: await registration(t, 1) });
    expect(again.statusCode).toBe(201);
    await confirmAddress(t, alice.email);
    expect((await login(t, alice.email, alice.password)).statusCode).toBe(200);
  });

  it('an account without a password confirms with the typed phrase', async () => {
    const [vneidUser] = await t.database.db
      .insert(users)
      .values({
        email: 'vneid.user@example.vn',
        fullName: 'Lê Văn Bình',
        vneidIssuer: 'https://vneid',
        vneidSubject: 'x1',
      })
      .returning();
    if (!vneidUser) throw new Error('no user');
    const token = await t.app.context.tokens.signAccess({ userId: vneidUser.id, method: 'vneid' });
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(token),
      payload: { confirmation: 'xoa' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['confirmation']);
    const right = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(token),
      payload: { confirmation: DELETE_ACCOUNT_CONFIRMATION.toLowerCase() },
    });
    expect(right.statusCode).toBe(200);
    expect(await userRow(vneidUser.id)).toMatchObject({ vneidIssuer: null, vneidSubject: null, fullName: '' });
  });
});
