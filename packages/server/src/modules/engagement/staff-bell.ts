import { backOfficeAreas, mayWorkIn, USER_ROLES } from '@portal/shared/roles';
import { and, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/users.ts';

/** Who answers questions and feedback: the roles of the back office's moderation area. */
const ANSWERING_ROLES = USER_ROLES.filter((role) => mayWorkIn(role, backOfficeAreas.questions));

/**
 * A new question or feedback in the bell of every open staff account that answers them, linking
 * its record in the back office. Bell only (BELL_ONLY_KINDS): the department's address has its
 * mail already. Never throws: the sending is stored and acknowledged whatever the bell does.
 */
export function staffBell({
  database,
  notifications,
  log,
}: Pick<AppContext, 'database' | 'notifications'> & {
  log: { error: (details: object, message: string) => void };
}) {
  return async (kind: 'question' | 'feedback', id: number): Promise<void> => {
    try {
      const staff = await database.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.role, ANSWERING_ROLES), isNull(users.disabledAt)));
      await notifications.notifyMany(
        staff.map((person) => person.id),
        kind === 'question'
          ? { kind: 'message_new', text: `Câu hỏi mới số ${id} chờ Sở trả lời.`, link: `/admin/questions/${id}/show` }
          : { kind: 'message_new', text: `Góp ý mới số ${id} chờ Sở xử lý.`, link: `/admin/feedback/${id}/show` },
      );
    } catch (error) {
      log.error({ code: (error as { code?: string }).code, kind }, 'staff bell failed');
    }
  };
}
