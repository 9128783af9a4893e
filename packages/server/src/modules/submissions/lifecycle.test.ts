import { randomUUID } from 'node:crypto';
import {
  SUBMISSION_ACTIONS,
  SUBMISSION_STATES,
  SUBMISSION_TRANSITIONS,
  type SubmissionAction,
  type SubmissionState,
  submissionMessages,
} from '@portal/shared/submissions';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas, submissionTransitions } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, login, signedInCitizen, staffSignIn } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { type OutboxMail, parseMail, startTestSmtp } from '../../test/mail-helpers.ts';

/**
 * The shared state machine, driven through the idea routes: every action from every state by
 * every actor (the author, another citizen, staff). Mail goes through a real SMTP server.
 */
type Actor = 'author' | 'other' | 'staff';
const ACTORS: readonly Actor[] = ['author', 'other', 'staff'];
const AUTHOR_ROUTES: readonly SubmissionAction[] = ['submit', 'withdraw'];

/** How to reach each state from a new draft: [who, action][]. */
const PATHS: Record<SubmissionState, [Actor, SubmissionAction][]> = {
  draft: [],
  submitted: [['author', 'submit']],
  under_review: [
    ['author', 'submit'],
    ['staff', 'start_review'],
  ],
  needs_revision: [
    ['author', 'submit'],
    ['staff', 'start_review'],
    ['staff', 'request_revision'],
  ],
  approved: [
    ['author', 'submit'],
    ['staff', 'start_review'],
    ['staff', 'approve'],
  ],
  rejected: [
    ['author', 'submit'],
    ['staff', 'start_review'],
    ['staff', 'reject'],
  ],
  published: [
    ['author', 'submit'],
    ['staff', 'start_review'],
    ['staff', 'approve'],
    ['staff', 'publish'],
  ],
  withdrawn: [['author', 'withdraw']],
};

const content = {
  field: 'Công nghệ thông tin',
  problem: 'Người dân phải đến trực tiếp nhiều lần để nộp hồ sơ khoa học và công nghệ.',
  solution: 'Cổng nộp hồ sơ trực tuyến có theo dõi trạng thái và thông báo qua thư điện tử.',
};

describe('the submission lifecycle, through the idea routes', () => {
  const clock = movableClock(new Date('2026-05-04T03:00:00Z'));
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: TestApp;
  const tokens = {} as Record<Actor | 'mailed', string>;
  const ids = {} as Record<Actor | 'mailed', number>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp(
      { SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Cổng NQ57 <no-reply@sokhcn.test>' },
      { now: clock.now },
    );
    const people: [Actor | 'mailed', number][] = [
      ['author', 21],
      ['other', 22],
      ['mailed', 23],
    ];
    for (const [who, n] of people) {
      tokens[who] = (await signedInCitizen(t, n, smtp.mailTo)).token;
    }
    tokens.staff = await staffSignIn(t, t.config.ADMIN_EMAIL as string, t.config.ADMIN_PASSWORD as string);
    for (const [who, email] of [
      ['author', 'nguoidan21@example.vn'],
      ['other', 'nguoidan22@example.vn'],
      ['mailed', 'nguoidan23@example.vn'],
      ['staff', t.config.ADMIN_EMAIL as string],
    ] as const) {
      const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      ids[who] = row?.id as number;
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const createIdea = async (owner: 'author' | 'mailed' = 'author', title = 'Cổng nộp hồ sơ khoa học trực tuyến') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ideas',
      headers: bearer(tokens[owner]),
      payload: { title, ...content, request_id: randomUUID() },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  };

  /** One step over HTTP: the author's own routes for submit and withdraw, the staff route for the rest. */
  const act = (who: Actor | 'mailed', id: number, action: SubmissionAction, note?: string) => {
    const token = tokens[who];
    if (who !== 'staff' && AUTHOR_ROUTES.includes(action)) {
      return t.app.inject({ method: 'POST', url: `/api/ideas/mine/${id}/${action}`, headers: bearer(token) });
    }
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/ideas/${id}/transitions`,
      headers: bearer(token),
      payload: note === undefined ? { action } : { action, note },
    });
  };

  const noteFor = (action: SubmissionAction) => `Ghi chú của cán bộ cho bước ${action}`;

  const walkTo = async (state: SubmissionState, owner: 'author' | 'mailed' = 'author') => {
    const id = await createIdea(owner);
    for (const [who, action] of PATHS[state]) {
      const response = await act(
        who === 'author' ? owner : who,
        id,
        action,
        who === 'staff' ? noteFor(action) : undefined,
      );
      expect(response.statusCode, `${action} on the way to ${state}: ${response.body}`).toBe(200);
    }
    return id;
  };

  const snapshot = async (id: number) => {
    const [row] = await t.database.db.select().from(ideas).where(eq(ideas.id, id));
    const steps = await t.database.db
      .select()
      .from(submissionTransitions)
      .where(and(eq(submissionTransitions.kind, 'idea'), eq(submissionTransitions.submissionId, id)))
      .orderBy(asc(submissionTransitions.id));
    return { row, steps };
  };

  it('gives the tracking code at the first submission (YT-<year>-000001) and keeps it on resubmission', async () => {
    const id = await createIdea();
    expect(id).toBe(1);
    expect((await snapshot(id)).row?.trackingCode).toBeNull();
    const first = await act('author', id, 'submit');
    expect(first.json().data.tracking_code).toBe('YT-2026-000001');
    await act('staff', id, 'start_review', '');
    await act('staff', id, 'request_revision', 'Bổ sung dự toán kinh phí');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/ideas/mine/${id}`,
      headers: bearer(tokens.author),
      payload: { title: 'Cổng nộp hồ sơ khoa học trực tuyến (bản bổ sung)', ...content, submit: true },
    });
    expect(edit.json().data).toMatchObject({ status: 'submitted', tracking_code: 'YT-2026-000001' });
    expect((await snapshot(id)).steps.map((step) => step.action)).toEqual([
      'create',
      'submit',
      'start_review',
      'request_revision',
      'submit',
    ]);
  });

  const refusal = (who: Actor, action: SubmissionAction) => {
    if (who === 'staff') return 409;
    if (!AUTHOR_ROUTES.includes(action)) return 403; // the staff route refuses citizens before any lifecycle
    return who === 'other' ? 404 : 409;
  };

  /** One idea per state for the refused steps: a refused step changes nothing, so they share it. */
  const standing = new Map<SubmissionState, Promise<number>>();
  const standingIn = (state: SubmissionState) => {
    let id = standing.get(state);
    if (!id) {
      id = walkTo(state);
      standing.set(state, id);
    }
    return id;
  };

  describe.each(SUBMISSION_STATES)('from %s', (state) => {
    it.each(SUBMISSION_ACTIONS.flatMap((action) => ACTORS.map((who) => [action, who] as [SubmissionAction, Actor])))(
      '%s by %s',
      async (action, who) => {
        const rule = SUBMISSION_TRANSITIONS[action];
        const allowed = who !== 'other' && rule.by === who && rule.from.includes(state);
        const note = who === 'staff' ? noteFor(action) : undefined;

        if (allowed) {
          const id = await walkTo(state);
          const before = await snapshot(id);
          clock.advance(1000);
          const response = await act(who, id, action, note);
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json().data.status).toBe(rule.to);
          const after = await snapshot(id);
          expect(after.row?.status).toBe(rule.to);
          expect(after.row?.updatedAt).toEqual(clock.now());
          expect(after.steps).toHaveLength(before.steps.length + 1);
          expect(after.steps.at(-1)).toMatchObject({
            action,
            fromState: state,
            toState: rule.to,
            actorId: ids[who],
            actorRole: who === 'staff' ? 'staff' : 'author',
            note: note ?? '',
            createdAt: clock.now(),
          });
          return;
        }

        const id = await standingIn(state);
        const before = await snapshot(id);
        const response = await act(who, id, action, note);
        expect(response.statusCode, response.body).toBe(refusal(who, action));
        if (response.statusCode === 409) expect(response.json().message).toBe(submissionMessages.notAllowed);
        // The state machine itself refuses what the routes keep from citizens: 409, or 404 for another's.
        if (who !== 'staff') {
          await expect(
            t.app.context.lifecycle.transition('idea', id, action, { userId: ids[who], as: 'author' }, 'ghi chú'),
          ).rejects.toMatchObject({ statusCode: who === 'other' ? 404 : 409 });
        }
        expect(await snapshot(id)).toEqual(before);
      },
    );
  });

  it('asks staff for a reason to reject or request changes (422 under note) and changes nothing', async () => {
    const id = await walkTo('under_review');
    const before = await snapshot(id);
    for (const action of ['reject', 'request_revision'] as const) {
      for (const note of [undefined, '', '   \n ']) {
        const response = await act('staff', id, action, note);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ note: [submissionMessages.noteRequired] });
      }
    }
    const long = await act('staff', id, 'reject', 'x'.repeat(2001));
    expect(long.json().errors.note).toEqual([submissionMessages.noteTooLong]);
    expect(await snapshot(id)).toEqual(before);
    // A refused step is refused as such, whether or not a reason was given.
    const draftId = await walkTo('draft');
    expect((await act('staff', draftId, 'reject', '')).statusCode).toBe(409);
  });

  it('mails the author on every step, with the tracking code in subject and body', async () => {
    const mailsTo = (address: string) =>
      smtp.received
        .filter((mail) => mail.to.includes(address))
        .map((mail) => parseMail(mail.raw.replace(/\r\n/g, '\n')));
    const address = 'nguoidan23@example.vn';
    const waitFor = async (count: number): Promise<OutboxMail[]> => {
      const deadline = Date.now() + 10_000;
      while (mailsTo(address).length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return mailsTo(address);
    };

    const id = await createIdea('mailed', 'Trạm quan trắc môi trường cho làng nghề');
    const steps: [Actor | 'mailed', SubmissionAction, string, string][] = [
      ['mailed', 'submit', '', 'Đã gửi'],
      ['staff', 'start_review', '', 'Đang xem xét'],
      ['staff', 'request_revision', 'Vui lòng bổ sung vị trí đặt trạm', 'Cần bổ sung'],
      ['mailed', 'submit', '', 'Đã gửi'],
      ['staff', 'start_review', 'Tiếp nhận lần hai', 'Đang xem xét'],
      ['staff', 'approve', 'Ý tưởng khả thi', 'Đã duyệt'],
      ['staff', 'publish', '', 'Đã công bố'],
    ];
    let code = '';
    for (const [index, [who, action, note, label]] of steps.entries()) {
      const response = await act(who, id, action, who === 'staff' ? note : undefined);
      expect(response.statusCode, response.body).toBe(200);
      code ||= response.json().data.tracking_code;
      const mails = await waitFor(index + 1);
      expect(mails, `a mail after ${action}`).toHaveLength(index + 1);
      const mail = mails[index] as OutboxMail;
      expect(mail.subject).toContain(code);
      expect(mail.subject).toContain(label);
      expect(mail.subject).not.toContain('Trạm quan trắc');
      expect(mail.text).toContain(`mã hồ sơ ${code}`);
      expect(mail.text).toContain('Trạm quan trắc môi trường cho làng nghề');
      if (note) expect(mail.text).toContain(note);
    }
    expect(code).toMatch(/^YT-2026-\d{6}$/);

    // A refused step sends nothing.
    expect((await act('staff', id, 'approve', 'lần nữa')).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(address)).toHaveLength(steps.length);

    // A rejection carries its reason too.
    const rejected = await walkTo('under_review', 'mailed');
    expect(await waitFor(steps.length + 2)).toHaveLength(steps.length + 2);
    expect((await act('staff', rejected, 'reject', 'Trùng với đề tài đã thực hiện năm 2024')).statusCode).toBe(200);
    const last = (await waitFor(steps.length + 3)).at(-1) as OutboxMail;
    expect(last.subject).toContain('Không được duyệt');
    expect(last.text).toContain('Trùng với đề tài đã thực hiện năm 2024');
  });

  it('counts the year in Vietnam: a first submission at 23:30 UTC on 31/12 belongs to the next year', async () => {
    // Last of the file: the clock moves on to the end of the year and the author signs in again.
    clock.advance(new Date('2026-12-31T23:30:00Z').getTime() - clock.now().getTime());
    tokens.author = (await login(t, 'nguoidan21@example.vn', 'HoaPhuong@2026')).json().data.access_token;
    const id = await createIdea();
    const response = await act('author', id, 'submit');
    expect(response.json().data.tracking_code).toBe(`YT-2027-${String(id).padStart(6, '0')}`);
  });
});
