import { invitationMessages } from '@portal/shared/staff-invitations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffInvitations } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/users.ts';
import { createDataProtector, sha256 } from '../../lib/crypto.ts';
import { acceptInvitation } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';

const DAY = 86_400_000;

/**
 * The invited staff member's second factor is the one the server issued for that invitation:
 * a secret of the person's own choosing (a constant, one shared by many) would make a reviewer or
 * an admin whose codes anyone who knows it can compute.
 */
describe('accepting a staff invitation', () => {
  const clock = movableClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  /** An open invitation as the admin's form makes it (the mail's link carries `token`). */
  async function invitation(email: string, role: 'reviewer' | 'editor' | 'admin') {
    const token = `loi-moi-${email}`;
    const [row] = await t.database.db
      .insert(staffInvitations)
      .values({
        email,
        fullName: 'Phạm Thu Hà',
        role,
        tokenHash: sha256(token),
        expiresAt: new Date(clock.now().getTime() + 3 * DAY),
      })
      .returning();
    return { token, id: row?.id as number };
  }
  const details = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token } });
  const accept = (token: string, secret: string) => acceptInvitation(t, { token, secret }, clock.now());
  const accountOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('refuses a secret the server did not issue for the invitation, with its valid code, and makes no account', async () => {
    for (const [email, role] of [
      ['tham.dinh@sokhcn.test', 'reviewer'],
      ['quan.tri@sokhcn.test', 'admin'],
    ] as const) {
      const { token, id } = await invitation(email, role);
      expect((await details(token)).statusCode).toBe(200);
      for (const chosen of ['AAAAAAAAAAAAAAAA', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP']) {
        const refused = await accept(token, chosen);
        expect(refused.statusCode, `${role} ${chosen}: ${refused.body}`).toBe(422);
        expect(refused.json().errors.secret).toEqual([invitationMessages.secretNotIssued]);
      }
      expect(await accountOf(email)).toBeUndefined();
      const [row] = await t.database.db.select().from(staffInvitations).where(eq(staffInvitations.id, id));
      expect(row?.acceptedAt).toBeNull();
    }
  });

  it("accepts the page's secret: the same each time the page is opened, the account's second factor", async () => {
    const { token } = await invitation('bien.tap.vien@sokhcn.test', 'editor');
    const { secret } = (await details(token)).json();
    clock.advance(2 * DAY);
    expect((await details(token)).json().secret).toBe(secret);
    const accepted = await accept(token, secret);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const account = await accountOf('bien.tap.vien@sokhcn.test');
    expect(
      account?.totpSecretEncrypted && createDataProtector(t.config.DATA_KEY).decrypt(account.totpSecretEncrypted),
    ).toBe(secret);
  });

  it('gives each invitation a secret of its own, and a re-sent link a new one', async () => {
    const first = await invitation('mot@sokhcn.test', 'reviewer');
    const second = await invitation('hai@sokhcn.test', 'reviewer');
    const firstSecret = (await details(first.token)).json().secret;
    expect((await details(second.token)).json().secret).not.toBe(firstSecret);
    // The other invitation's secret is not this one's either.
    expect((await accept(second.token, firstSecret)).statusCode).toBe(422);
    await t.database.db
      .update(staffInvitations)
      .set({ tokenHash: sha256('loi-moi-gui-lai') })
      .where(eq(staffInvitations.id, first.id));
    expect((await details('loi-moi-gui-lai')).json().secret).not.toBe(firstSecret);
  });
});
