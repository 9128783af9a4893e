import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCitizen } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { startTestSmtp } from '../test/mail-helpers.ts';

/** A real SMTP server in this process: the mail the portal sends, as a mail server receives it. */
describe('mail through SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Cổng NQ57 <no-reply@sokhcn.test>' });
    await registerCitizen(t, 50, smtp.mailTo);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the temporary password mail to the account holder', async () => {
    const { received } = smtp;
    await t.app.inject({ url: '/api/auth/forget-password?emailForget=nguoidan50@example.vn' });
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['nguoidan50@example.vn']);
    expect(received[0]?.raw).toContain('no-reply@sokhcn.test');
    expect(received[0]?.raw).toMatch(
      /Subject: .*M=E1=BA=ADt_kh=E1=BA=A9u_t=E1=BA=A1m_th=E1=BB=9Di|Subject: =\?UTF-8\?/,
    );
  });
});
