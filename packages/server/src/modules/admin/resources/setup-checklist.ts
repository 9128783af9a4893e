import type { Settings } from '@portal/shared/settings';
import { FIRST_ADMIN_NAME, SETUP_STEPS, type SetupStep } from '@portal/shared/setup';
import { and, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { staffInvitations } from '../../../db/schema/admin.ts';
import { categories } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';

/**
 * What a department's first run still misses, for the dashboard of an administrator: the
 * department's name and contacts, its logo, a first colleague invited or at work, a news category
 * (a post needs one: a new installation has none), and the administrator's own real name. Empty
 * once everything is done.
 */
export async function setupMissing(
  db: Database,
  site: Settings,
  admin: { id: number; fullName: string },
  at: Date,
): Promise<SetupStep[]> {
  const [colleagues] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(ne(users.role, 'citizen'), ne(users.id, admin.id)));
  const [invited] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffInvitations)
    .where(
      and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, at)),
    );
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const done: Record<SetupStep, boolean> = {
    department: site.managing_agency.trim() !== '',
    contacts: [site.address, site.phone, site.email].every((value) => value.trim() !== ''),
    logo: site.logo_url !== '',
    staff: Number(colleagues?.count ?? 0) + Number(invited?.count ?? 0) > 0,
    categories: category !== undefined,
    account: admin.fullName.trim() !== '' && admin.fullName !== FIRST_ADMIN_NAME,
  };
  return SETUP_STEPS.filter((step) => !done[step]);
}
