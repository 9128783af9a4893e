import {
  accountDataSections,
  accountMessages,
  DELETE_ACCOUNT_CONFIRMATION,
  type DeleteAccountSchema,
} from '@portal/shared/account-data';
import { labelsFor, valuesOf } from '@portal/shared/catalogue';
import { questionCatalogue } from '@portal/shared/engagement-fields';
import { ideaCatalogue } from '@portal/shared/idea-fields';
import { proposalCatalogue } from '@portal/shared/proposal-fields';
import { solutionCatalogue } from '@portal/shared/solution-fields';
import { SUBMISSION_KINDS, type SubmissionKind } from '@portal/shared/submissions';
import { vietnamIso } from '@portal/shared/vietnam-time';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { auditEvents, loginChallenges, passwordResets, refreshTokens } from '../../db/schema/auth.ts';
import { solutions } from '../../db/schema/catalogue.ts';
import { feedback, questions } from '../../db/schema/engagement.ts';
import { follows, notifications } from '../../db/schema/follow-through.ts';
import { productInterests } from '../../db/schema/interests.ts';
import { consentRecords } from '../../db/schema/privacy.ts';
import { proposals, type SubmissionFile, submissionTransitions, uploads } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, unprocessable } from '../../errors.ts';
import { feedbackSent } from '../engagement/feedback-sent.ts';
import { submissionTables } from '../submissions/lifecycle.ts';

type UserRow = typeof users.$inferSelect;
type Deps = Pick<AppContext, 'database' | 'protector' | 'passwords' | 'uploads' | 'publicCache' | 'now'>;

/** The e-mail domain of deleted accounts' placeholders: `.invalid` can never receive mail (RFC 2606). */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';
/** What kept submissions show instead of their author's contact name. */
export const DELETED_AUTHOR = 'Người dùng đã xóa tài khoản';

/** Times in Vietnam's, with their offset (`2026-12-03T00:30:00+07:00`), as the file's name gives Vietnam's day. */
const iso = (value: Date | null | undefined) => vietnamIso(value);
/**
 * Questions or feedback the account itself sent, signed in. What a visitor sent without signing
 * in is never the account's by a matching address: the address proves nothing about who typed it.
 */
const sentBy = (table: typeof questions | typeof feedback, user: UserRow) => eq(table.authorId, user.id);

const fileMeta = (file: SubmissionFile) => ({ name: file.name, size: file.size, mime: file.mime, kind: file.kind });

type SubmissionTable = (typeof submissionTables)[SubmissionKind];
type SubmissionRows = { [Kind in SubmissionKind]: (typeof submissionTables)[Kind]['$inferSelect'] };

/** What the download shows of each kind of submission, in the order of its keys, before its timeline. */
const submissionPresenters: { [Kind in SubmissionKind]: (row: SubmissionRows[Kind]) => object } = {
  // Every field of the catalogue its author sees (the download's `kind` is the catalogue's proposal_kind).
  proposal: (row) => {
    const { proposal_kind, ...fields } = valuesOf(proposalCatalogue, row, 'author');
    return {
      id: row.id,
      tracking_code: row.trackingCode,
      status: row.status,
      kind: proposal_kind,
      ...fields,
      images: row.images.map(fileMeta),
      attachments: row.attachments.map(fileMeta),
      created_at: iso(row.createdAt),
      submitted_at: iso(row.submittedAt),
      decided_at: iso(row.decidedAt),
      published_at: iso(row.publishedAt),
    };
  },
  idea: (row) => ({
    id: row.id,
    tracking_code: row.trackingCode,
    status: row.status,
    ...valuesOf(ideaCatalogue, row, 'author'),
    attachments: row.attachments.map(fileMeta),
    created_at: iso(row.createdAt),
    submitted_at: iso(row.submittedAt),
  }),
  solution: (row) => ({
    id: row.id,
    tracking_code: row.trackingCode,
    ...valuesOf(solutionCatalogue, row, 'author'),
    status: row.status,
    big_problem_id: row.bigProblemId,
    attachments: row.attachments.map(fileMeta),
    created_at: iso(row.createdAt),
    submitted_at: iso(row.submittedAt),
  }),
};

/**
 * A person's own data: everything the portal keeps about the signed-in account, for download,
 * and the deletion of the account (Decree 13/2023 on personal data).
 */
export function createAccountDataService({ database, protector, passwords, uploads: store, publicCache, now }: Deps) {
  const { db } = database;

  async function timelines(kind: SubmissionKind, ids: number[]) {
    if (ids.length === 0) return new Map<number, unknown[]>();
    const rows = await db
      .select()
      .from(submissionTransitions)
      .where(and(eq(submissionTransitions.kind, kind), inArray(submissionTransitions.submissionId, ids)))
      .orderBy(asc(submissionTransitions.id));
    const byId = new Map<number, unknown[]>();
    for (const row of rows) {
      byId.set(row.submissionId, [
        ...(byId.get(row.submissionId) ?? []),
        {
          action: row.action,
          from_state: row.fromState,
          to_state: row.toState,
          by: row.actorRole === 'author' ? 'Người gửi' : 'Cán bộ',
          note: row.note,
          at: iso(row.createdAt),
        },
      ]);
    }
    return byId;
  }

  /** The author's submissions of one kind, oldest first, each with its timeline last. */
  async function submissionsOf<Kind extends SubmissionKind>(kind: Kind, authorId: number) {
    const table: SubmissionTable = submissionTables[kind];
    const rows = (await db
      .select()
      .from(table)
      .where(eq(table.authorId, authorId))
      .orderBy(asc(table.id))) as SubmissionRows[Kind][];
    const steps = await timelines(
      kind,
      rows.map((row) => row.id),
    );
    const present: (row: SubmissionRows[Kind]) => object = submissionPresenters[kind];
    return rows.map((row) => ({ ...present(row), timeline: steps.get(row.id) ?? [] }));
  }

  return {
    /** Everything kept about `user`, never a password hash, TOTP secret or token. */
    async export(user: UserRow) {
      const [proposalList, ideaList, solutionList] = await Promise.all([
        submissionsOf('proposal', user.id),
        submissionsOf('idea', user.id),
        submissionsOf('solution', user.id),
      ]);
      const [uploadRows, sessionRows, events, consents, questionRows, feedbackRows, notificationRows, followRows] =
        await Promise.all([
          db.select().from(uploads).where(eq(uploads.ownerId, user.id)).orderBy(asc(uploads.createdAt)),
          db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)).orderBy(asc(refreshTokens.id)),
          db.select().from(auditEvents).where(eq(auditEvents.userId, user.id)).orderBy(asc(auditEvents.id)),
          db.select().from(consentRecords).where(eq(consentRecords.userId, user.id)).orderBy(asc(consentRecords.id)),
          db.select().from(questions).where(sentBy(questions, user)).orderBy(asc(questions.id)),
          db.select().from(feedback).where(sentBy(feedback, user)).orderBy(asc(feedback.id)),
          db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(asc(notifications.id)),
          db.select().from(follows).where(eq(follows.userId, user.id)).orderBy(asc(follows.createdAt)),
        ]);
      // Bày tỏ quan tâm: what they sent, without the other side (not theirs).
      const interestRows = await db
        .select()
        .from(productInterests)
        .where(eq(productInterests.userId, user.id))
        .orderBy(asc(productInterests.id));

      // A session is a refresh-token family: the first and last credential of each.
      const sessions = new Map<string, (typeof sessionRows)[number][]>();
      for (const row of sessionRows) sessions.set(row.familyId, [...(sessions.get(row.familyId) ?? []), row]);

      return {
        exported_at: vietnamIso(now()),
        note: 'Toàn bộ dữ liệu Cổng thông tin Nghị quyết 57 lưu về tài khoản này. Mật khẩu, khóa xác thực hai bước và mã đăng nhập không bao giờ được lưu ở dạng đọc được nên không có trong tệp này.',
        sections: accountDataSections,
        // What each field of a proposal or an idea is called on the portal's pages.
        field_names: { proposals: labelsFor(proposalCatalogue, 'author'), ideas: labelsFor(ideaCatalogue, 'author') },
        profile: {
          id: user.id,
          email: user.email,
          full_name: user.fullName,
          citizen_pid: user.citizenPidEncrypted ? protector.decrypt(user.citizenPidEncrypted) : null,
          role: user.role,
          avatar: user.avatar,
          two_factor_enabled: user.totpSecretEncrypted !== null,
          has_password: user.passwordHash !== null,
          vneid_linked: user.vneidSubject !== null,
          must_change_password: user.mustChangePassword,
          mail_kinds_stopped: user.mailOptOuts,
          locked_until: iso(user.lockedUntil),
          disabled_at: iso(user.disabledAt),
          created_at: iso(user.createdAt),
          updated_at: iso(user.updatedAt),
        },
        consents: consents.map((row) => ({
          purpose: row.purpose,
          version: row.version,
          method: row.method,
          given_at: iso(row.givenAt),
          withdrawn_at: iso(row.withdrawnAt),
        })),
        // The portal does not keep the browser (user agent) of a session, only its times.
        sessions: [...sessions.values()].map((family) => {
          const first = family[0] as (typeof family)[number];
          const last = family[family.length - 1] as (typeof family)[number];
          return {
            method: first.method,
            started_at: iso(first.createdAt),
            last_refreshed_at: iso(last.createdAt),
            expires_at: iso(last.expiresAt),
            ended_at: iso(last.revokedAt ?? last.usedAt),
          };
        }),
        account_events: events.map((row) => ({ kind: row.kind, ip: row.ip, detail: row.detail, at: iso(row.at) })),
        proposals: proposalList,
        ideas: ideaList,
        solutions: solutionList,
        uploads: uploadRows.map((row) => ({
          name: row.name,
          size: row.size,
          mime: row.mime,
          kind: row.kind,
          attached: row.attachedAt !== null,
          uploaded_at: iso(row.createdAt),
        })),
        // Questions and feedback sent while signed in to this account.
        questions: questionRows.map((row) => {
          const { created_at, ...fields } = valuesOf(questionCatalogue, row, 'author');
          return { ...fields, asked_at: created_at };
        }),
        feedback: feedbackRows.map((row) => ({
          ...feedbackSent(row),
          sent_at: iso(row.createdAt),
        })),
        notifications: notificationRows.map((row) => ({
          kind: row.kind,
          text: row.text,
          link: row.link,
          at: iso(row.createdAt),
          read_at: iso(row.readAt),
        })),
        follows: followRows.map((row) => ({
          target_kind: row.targetKind,
          target_id: row.targetId,
          since: iso(row.createdAt),
        })),
        interests: interestRows.map((row) => ({
          product_id: row.productId,
          need_id: row.proposalId,
          demand_type: row.demandType,
          message: row.message,
          status: row.status,
          sent_at: iso(row.createdAt),
          answered_at: iso(row.answeredAt),
        })),
      };
    },

    /**
     * Deletes the account: checks the password (or the typed confirmation of an account
     * without one), then erases its personal data, keeps what the department must keep
     * anonymised, and leaves the row as a placeholder without personal data (see below).
     */
    async delete(user: UserRow, input: z.output<typeof DeleteAccountSchema>): Promise<void> {
      if (user.role !== 'citizen') throw new HttpError(409, 'staff_account', accountMessages.staffMustBeDemoted);
      if (user.passwordHash) {
        if (!input.password) throw unprocessable({ password: [accountMessages.passwordRequired] });
        // Through the app's limiter, like the sign-in: a storm of deletions cannot starve the CPU.
        if (!(await passwords.verify(user.passwordHash, input.password))) {
          throw unprocessable({ password: [accountMessages.passwordWrong] });
        }
      } else if (input.confirmation?.trim().toLocaleUpperCase('vi') !== DELETE_ACCOUNT_CONFIRMATION) {
        throw unprocessable({ confirmation: [accountMessages.confirmationWrong] });
      }

      const time = now();
      const filesToRemove: string[] = [];
      await db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        // Drafts were never sent: they go, with their files and timelines.
        for (const kind of SUBMISSION_KINDS) {
          const table: SubmissionTable = submissionTables[kind];
          const drafts = await executor
            .delete(table)
            .where(and(eq(table.authorId, user.id), eq(table.status, 'draft')))
            .returning({ id: table.id, attachments: table.attachments });
          for (const draft of drafts) filesToRemove.push(...draft.attachments.map((file) => file.key));
          if (drafts.length > 0) {
            await executor.delete(submissionTransitions).where(
              and(
                eq(submissionTransitions.kind, kind),
                inArray(
                  submissionTransitions.submissionId,
                  drafts.map((draft) => draft.id),
                ),
              ),
            );
          }
        }
        // Uploads never attached to a sent submission.
        const loose = await executor
          .delete(uploads)
          .where(
            and(
              eq(uploads.ownerId, user.id),
              or(isNull(uploads.attachedAt), sql`not exists (${attachedToKept(user.id)})`),
            ),
          )
          .returning({ key: uploads.key });
        filesToRemove.push(...loose.map((row) => row.key));

        // Sent submissions stay for the department's records, without their author's contact data.
        const anonymous = { contactName: DELETED_AUTHOR, contactPhone: '', contactEmail: '', updatedAt: time };
        await executor
          .update(proposals)
          .set({ ...anonymous, publishPhone: false, publishEmail: false })
          .where(eq(proposals.authorId, user.id));
        await executor.update(solutions).set(anonymous).where(eq(solutions.authorId, user.id));
        // Questions and feedback of this account: the text stays, who sent it does not.
        await executor
          .update(questions)
          .set({ name: DELETED_AUTHOR, email: '', phone: '' })
          .where(sentBy(questions, user));
        await executor
          .update(feedback)
          .set({ name: DELETED_AUTHOR, email: '', phone: '' })
          .where(sentBy(feedback, user));
        // What the bell told them and what they followed say what they cared about: gone.
        await executor.delete(notifications).where(eq(notifications.userId, user.id));
        await executor.delete(follows).where(eq(follows.userId, user.id));
        // Their interests in products: their messages, and an owner would see a gone account.
        await executor.delete(productInterests).where(eq(productInterests.userId, user.id));

        await executor.delete(refreshTokens).where(eq(refreshTokens.userId, user.id));
        await executor.delete(loginChallenges).where(eq(loginChallenges.userId, user.id));
        await executor.delete(passwordResets).where(eq(passwordResets.userId, user.id));
        // Sign-in history (with addresses) is personal data; one event without an address remains.
        await executor.delete(auditEvents).where(eq(auditEvents.userId, user.id));
        await executor
          .update(consentRecords)
          .set({ withdrawnAt: time })
          .where(and(eq(consentRecords.userId, user.id), isNull(consentRecords.withdrawnAt)));

        // The row stays as a placeholder with nothing personal in it: kept submissions, their
        // timelines and attachments (whose records belong to their uploader) still point at it.
        await executor
          .update(users)
          .set({
            email: `deleted-${user.id}@${DELETED_EMAIL_DOMAIN}`,
            passwordHash: null,
            fullName: '',
            role: 'citizen',
            citizenPidEncrypted: null,
            citizenPidHash: null,
            citizenPidLast4: null,
            citizenPidVerifiedAt: null,
            citizenPidDisputedAt: null,
            avatar: null,
            totpSecretEncrypted: null,
            totpLastStep: null,
            mustChangePassword: false,
            initialPassword: false,
            mailOptOuts: [],
            failedLogins: 0,
            lockedUntil: null,
            disabledAt: time,
            consentAt: null,
            consentPurpose: null,
            vneidIssuer: null,
            vneidSubject: null,
            updatedAt: time,
          })
          .where(eq(users.id, user.id));
        await executor.insert(auditEvents).values({ kind: 'account_deleted', userId: user.id, detail: {} });
      });
      // Access tokens already issued stop working too: `authenticate` refuses a disabled account.
      if (user.avatar) filesToRemove.push(user.avatar.replace(/^\/uploads\//, ''));
      for (const key of filesToRemove) await store.remove(`/uploads/${key}`);
      // Published proposals showed the contact name in cached public answers.
      publicCache.invalidate();
    },
  };
}

/** Attached uploads of `userId` that a kept (sent) submission lists. */
function attachedToKept(userId: number) {
  const listed = (table: string, column: string) =>
    sql.raw(
      `select 1 from "${table}" where "${table}"."author_id" = ${Number(userId)} and "${table}"."status" <> 'draft' and "${table}"."${column}" @> jsonb_build_array(jsonb_build_object('id', "uploads"."id"))`,
    );
  return sql`${listed('proposals', 'attachments')} union all ${listed('proposals', 'images')} union all ${listed('ideas', 'attachments')} union all ${listed('solutions', 'attachments')}`;
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
