import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCitizen } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

/** A real SMTP server in this process: the mail the portal sends, as a mail server receives it. */
describe('mail through SMTP_URL', () => {
  const received: { to: string[]; body: string }[] = [];
  let smtp: SMTPServer;
  let port: number;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString() });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Cổng NQ57 <no-reply@sokhcn.test>' });
    await registerCitizen(t, 50);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the temporary password mail to the account holder', async () => {
    await t.app.inject({ url: '/api/auth/forget-password?emailForget=nguoidan50@example.vn' });
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['nguoidan50@example.vn']);
    expect(received[0]?.body).toContain('no-reply@sokhcn.test');
    expect(received[0]?.body).toMatch(
      /Subject: .*M=E1=BA=ADt_kh=E1=BA=A9u_t=E1=BA=A1m_th=E1=BB=9Di|Subject: =\?UTF-8\?/,
    );
  });
});
