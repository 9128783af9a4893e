import { nextOutboxMail } from './auth-helpers.ts';
import type { TestApp } from './helper.ts';
import { type OutboxMail, parseMail } from './mail-parse.ts';

export { type OutboxMail, parseMail } from './mail-parse.ts';

/** The next `count` mails in DATA_DIR/outbox, decoded. */
export async function nextMails(t: TestApp, seen: Set<string>, count: number): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  for (let i = 0; i < count; i++) mails.push(parseMail(await nextOutboxMail(t, seen)));
  return mails;
}

/** A mail as the in-process SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free loopback port for one test file: every mail it takes is pushed to
 * `received`, and `mailTo(email)` takes the next one to that address out of it (waiting up to
 * 10 s), decoded. Pass `smtpUrl` as the app's SMTP_URL; `close()` in afterAll. `refuse(n)` has
 * it turn the next n connections away as a mail server that is down does (421), noting when in
 * `refusedAt` (performance.now()).
 */
export async function startTestSmtp(): Promise<{
  received: ReceivedMail[];
  mailTo(email: string): Promise<OutboxMail>;
  refuse(connections: number): void;
  refusedAt: number[];
  smtpUrl: string;
  close(): Promise<void>;
}> {
  const { SMTPServer } = await import('smtp-server');
  const received: ReceivedMail[] = [];
  const refusedAt: number[] = [];
  let refusing = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      if (refusing === 0) return callback();
      refusing--;
      refusedAt.push(performance.now());
      callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((to) => to.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    received,
    async mailTo(email: string) {
      const deadline = performance.now() + 10_000;
      for (;;) {
        const index = received.findIndex((mail) => mail.to.includes(email));
        if (index >= 0) {
          const [mail] = received.splice(index, 1);
          return parseMail((mail?.raw ?? '').replace(/\r\n/g, '\n'));
        }
        if (performance.now() > deadline) throw new Error(`no mail to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    refuse(connections: number) {
      refusing = connections;
    },
    refusedAt,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    // Also once a test has stopped it (SMTP down) and afterAll closes it again.
    close: async () => {
      if (smtp.server.listening) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
