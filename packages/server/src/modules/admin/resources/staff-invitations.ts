import { AdminIdParamsSchema } from '@portal/shared/admin';
import { adminApi } from '@portal/shared/api/admin';
import { invitationFieldLabels } from '@portal/shared/field-labels';
import type { Settings } from '@portal/shared/settings';
import {
  AdminInvitationSchema,
  CreateInvitationInputSchema,
  INVITATION_STATES,
  INVITATION_TTL_HOURS,
  type InvitationState,
  invitationMessages,
  invitationStateLabels,
  type StaffRole,
  staffRoleLabel,
} from '@portal/shared/staff-invitations';
import { and, eq, gt, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordStaffWrite } from '../../../back-office/audit.ts';
import { codeLabel, namesLabel, roleLabelOf } from '../../../back-office/export.ts';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { staffInvitations } from '../../../db/schema/admin.ts';
import { users } from '../../../db/schema/users.ts';
import { searchPattern } from '../../../db/search.ts';
import { HttpError, notFound, unprocessable } from '../../../errors.ts';
import { serve } from '../../../http/contract.ts';
import { publicOrigin } from '../../../http/origin.ts';
import { randomToken, sha256 } from '../../../lib/crypto.ts';
import { vietnamTime } from '../../../lib/time.ts';
import { agencyOf, letter } from '../../../mail/letter.ts';
import { type InvitationRow, presentInvitation } from '../../auth/invitation-state.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { registerAdminResource } from '../resource.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const TTL_MS = INVITATION_TTL_HOURS * 3_600_000;

/** The same states as conditions, for the list's filter. */
const stateCondition = (state: InvitationState, at: Date): SQL | undefined => {
  const open = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));
  switch (state) {
    case 'revoked':
      return isNotNull(staffInvitations.revokedAt);
    case 'accepted':
      return and(isNotNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));
    case 'expired':
      return and(open, lte(staffInvitations.expiresAt, at));
    case 'pending':
      return and(open, gt(staffInvitations.expiresAt, at));
  }
};

/** The invitation mail, in the formal address of a state agency's letters. */
export function composeInvitationMail(
  invitation: Pick<InvitationRow, 'fullName' | 'role' | 'expiresAt'>,
  link: string,
  site: Settings,
) {
  return letter(site, {
    subject: 'Thư mời tham gia quản trị Cổng thông tin',
    to: invitation.fullName,
    body: [
      `${agencyOf(site)} trân trọng mời Ông/Bà tham gia quản trị ${site.site_name} với vai trò ${staffRoleLabel(invitation.role)}.`,
      '',
      'Để nhận lời mời, Ông/Bà vui lòng mở đường dẫn dưới đây, đặt mật khẩu và thiết lập xác thực hai bước bằng ứng dụng xác thực trên điện thoại:',
      link,
      '',
      `Đường dẫn chỉ dùng được một lần và hết hạn lúc ${vietnamTime(invitation.expiresAt)} (${INVITATION_TTL_HOURS} giờ kể từ khi gửi).`,
      'Nếu Ông/Bà không liên quan đến lời mời này, xin vui lòng bỏ qua thư.',
    ],
  });
}

/**
 * Mời cán bộ (administration only): the list with each invitation's state, a new invitation
 * (refused under the e-mail field when the e-mail already has an account or an open invitation),
 * re-send (a new link and a new expiry; the old link stops working) and revoke. Every step has its
 * line in the staff audit log; the accepting is in modules/auth/invitation.service.ts.
 */
export function registerStaffInvitations(app: FastifyInstance, context: AppContext): void {
  const { database, now, mailer, settings, config } = context;
  const db = database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const area = 'administration' as const;
  const tags = ['admin'];

  registerAdminResource(app, context, {
    name: 'staff-invitations',
    label: 'lời mời cán bộ',
    listHelp: `lọc: q (email, họ tên), state (${INVITATION_STATES.join('|')}), role`,
    area,
    table: staffInvitations,
    id: staffInvitations.id,
    record: AdminInvitationSchema,
    present: (row) => presentInvitation(row, now()),
    sortable: {
      id: staffInvitations.id,
      email: staffInvitations.email,
      full_name: staffInvitations.fullName,
      role: staffInvitations.role,
      expires_at: staffInvitations.expiresAt,
      sent_at: staffInvitations.sentAt,
      created_at: staffInvitations.createdAt,
    },
    order: [sql`${staffInvitations.createdAt} desc`, sql`${staffInvitations.id} desc`],
    search: (q) =>
      sql`lower(f_unaccent(${staffInvitations.email} || ' ' || ${staffInvitations.fullName})) like ${searchPattern(q)}`,
    filters: {
      state: (value) =>
        (INVITATION_STATES as readonly unknown[]).includes(value)
          ? stateCondition(value as InvitationState, now())
          : undefined,
      role: (value) =>
        typeof value === 'string' && ['reviewer', 'editor', 'admin'].includes(value)
          ? eq(staffInvitations.role, value as StaffRole)
          : undefined,
    },
    columns: invitationFieldLabels,
    // Codes as words, and the inviting admin and the account made as e-mails (staff are few).
    exportLabels: async (executor) => {
      const staff = await executor
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(ne(users.role, 'citizen'));
      const emails = namesLabel(new Map(staff.map((user) => [user.id, user.email])));
      return {
        role: roleLabelOf,
        state: codeLabel(invitationStateLabels),
        invited_by: emails,
        user_id: emails,
      };
    },
  });

  /**
   * Queues the mail of the link before the answer (mail/queue.ts sends it, whichever process);
   * a failure is logged (the admin can re-send).
   */
  const mailLink = async (request: FastifyRequest, invitation: InvitationRow, token: string) => {
    const link = `${publicOrigin(config)}/accept-invitation?${new URLSearchParams({ token })}`;
    await (async () => {
      const site = await settings.get();
      await mailer.send({ to: invitation.email, ...composeInvitationMail(invitation, link, site) });
    })().catch((error: unknown) =>
      request.log.error({ code: (error as { code?: string }).code }, 'invitation mail failed'),
    );
  };

  /** Inside a transaction, pass it: PGlite has one connection, a query beside the transaction would wait for it. */
  const emailHasAccount = async (email: string, executor: Pick<typeof db, 'select'> = db) =>
    (await executor.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))
      .length > 0;

  const isOpenInvitationConflict = (error: unknown) => {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? {};
    const own = error as { code?: string; constraint?: string };
    return (own.code ?? cause.code) === '23505';
  };

  routes.post(
    '/api/admin/staff-invitations',
    {
      config: { staffArea: area },
      schema: {
        tags,
        summary: `Mời cán bộ { full_name, email, role: reviewer|editor|admin }: gửi thư có đường dẫn dùng một lần, hết hạn sau ${INVITATION_TTL_HOURS} giờ`,
        body: CreateInvitationInputSchema,
        response: { 201: AdminInvitationSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request).user;
      const { email, full_name: fullName, role } = request.body;
      if (await emailHasAccount(email)) throw unprocessable({ email: [invitationMessages.emailHasAccount] });
      const at = now();
      const token = randomToken();
      const created = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(staffInvitations)
            .values({
              email,
              fullName,
              role,
              tokenHash: sha256(token),
              expiresAt: new Date(at.getTime() + TTL_MS),
              invitedBy: staff.id,
              sentAt: at,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          if (!row) throw new Error('insert returned no row');
          await recordStaffWrite(
            tx,
            staff,
            { action: 'create', resource: 'staff-invitations', recordId: row.id, after: presentInvitation(row, at) },
            at,
          );
          return row;
        })
        .catch((error: unknown) => {
          // The partial unique index: this e-mail already has an invitation neither accepted nor revoked.
          if (isOpenInvitationConflict(error))
            throw unprocessable({ email: [invitationMessages.openInvitationExists] });
          throw error;
        });
      await mailLink(request, created, token);
      return reply.code(201).send(presentInvitation(created, at));
    },
  );

  /** One step on an open invitation (neither accepted nor revoked), in a transaction with its audit line. */
  const step = async (
    request: FastifyRequest,
    id: number,
    action: 'resend' | 'revoke',
    change: (tx: Transaction, before: InvitationRow, at: Date) => Promise<Partial<InvitationRow>>,
  ) => {
    const staff = staffOf(request).user;
    const at = now();
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, id)).for('update');
      if (!before) throw notFound();
      if (before.acceptedAt) throw new HttpError(409, 'invitation_accepted', invitationMessages.alreadyAccepted);
      if (before.revokedAt) throw new HttpError(409, 'invitation_revoked', invitationMessages.alreadyRevoked);
      const [after] = await tx
        .update(staffInvitations)
        .set({ ...(await change(tx, before, at)), updatedAt: at })
        .where(eq(staffInvitations.id, id))
        .returning();
      if (!after) throw notFound();
      await recordStaffWrite(
        tx,
        staff,
        {
          action,
          resource: 'staff-invitations',
          recordId: id,
          before: presentInvitation(before, at),
          after: presentInvitation(after, at),
        },
        at,
      );
      return after;
    });
  };

  serve(
    routes,
    adminApi.staffInvitations.resend,
    {
      config: { staffArea: area },
      schema: {
        tags,
        summary: `Gửi lại lời mời: đường dẫn mới, hết hạn sau ${INVITATION_TTL_HOURS} giờ; đường dẫn cũ không còn dùng được`,
        params: AdminIdParamsSchema,
        response: { 200: AdminInvitationSchema },
      },
    },
    async (request) => {
      const token = randomToken();
      const after = await step(request, request.params.id, 'resend', async (tx, before, at) => {
        if (await emailHasAccount(before.email, tx)) {
          throw new HttpError(409, 'invitation_email_taken', invitationMessages.emailHasAccount);
        }
        return {
          tokenHash: sha256(token),
          expiresAt: new Date(at.getTime() + TTL_MS),
          sentAt: at,
          sentCount: before.sentCount + 1,
        };
      });
      await mailLink(request, after, token);
      return presentInvitation(after, now());
    },
  );

  serve(
    routes,
    adminApi.staffInvitations.revoke,
    {
      config: { staffArea: area },
      schema: {
        tags,
        summary: 'Thu hồi lời mời: đường dẫn đã gửi không còn dùng được',
        params: AdminIdParamsSchema,
        response: { 200: AdminInvitationSchema },
      },
    },
    async (request) => {
      const after = await step(request, request.params.id, 'revoke', async (_tx, _before, at) => ({ revokedAt: at }));
      return presentInvitation(after, now());
    },
  );
}
