import { nextOutboxMail } from './auth-helpers.ts';
import type { TestApp } from './helper.ts';

/** A mail from the outbox, decoded: headers unfolded, encoded words and the body's transfer encoding undone. */
export interface OutboxMail {
  to: string;
  subject: string;
  /** Every Content-Type header of the message (one for a single-part mail). */
  contentTypes: string[];
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); the space between two of them is dropped. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export function parseMail(raw: string): OutboxMail {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = raw.slice(split + 2);
  const headers = head.split('\n').map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
  });
  const header = (name: string) => headers.find(([key]) => key === name)?.[1] ?? '';
  const encoding = header('content-transfer-encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
        : body;
  return {
    to: header('to'),
    subject: decodeHeader(header('subject')),
    contentTypes: [...raw.matchAll(/^content-type:\s*([^;\n]+)/gim)].map((match) => (match[1] ?? '').trim()),
    text,
  };
}

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
