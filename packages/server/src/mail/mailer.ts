import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * Headers of the message beyond the usual ones: the List-Unsubscribe pair of a notification
   * mail (RFC 8058). Kept with the mail in the queue and handed to nodemailer as they are.
   */
  headers?: Record<string, string>;
}

/**
 * What the modules call: `send` resolves once the mail is stored in the mail queue of the
 * database (mail/queue.ts), not once it has gone out; a worker of any process delivers it.
 * Call it outside any transaction: on PGlite's single connection its insert would wait for the
 * transaction, and the transaction for it.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Hands one mail over, under the Message-ID it is given; throws when the mail server refuses. */
export interface MailTransport {
  deliver(mail: Mail, messageId: string): Promise<void>;
}

/**
 * Real mail through SMTP_URL; without it, each mail is written as an .eml file under
 * DATA_DIR/outbox so the flows that mail a user still work on a laptop and in tests.
 * The log says that a mail went out, never to whom or what it says. Mails go from MAIL_FROM's
 * address under the name `senderName` answers (the portal's name in the settings, read at each
 * mail, so that renaming the portal in the back office renames its mails); MAIL_FROM as it is
 * when there is none.
 */
export function createMailTransport(
  config: Config,
  log: FastifyBaseLogger,
  senderName: () => Promise<string> = async () => '',
): MailTransport {
  const address = mailAddress(config.MAIL_FROM);
  const sender = async () => {
    const name = (await senderName().catch(() => '')).trim();
    return name && address ? { name, address } : config.MAIL_FROM;
  };
  if (config.SMTP_URL) {
    // nodemailer's own time limits (2 min to connect, 30 s for the greeting, 10 min of silence)
    // end a hung delivery well within the 15 minutes after which the queue takes the job back.
    const transport = nodemailerTransport(config.SMTP_URL);
    return {
      async deliver(mail, messageId) {
        await (await transport()).sendMail({ from: await sender(), messageId, ...mail });
        log.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }

  const outbox = path.join(config.DATA_DIR, 'outbox');
  const transport = nodemailerTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(mail, messageId) {
      const { message } = await (await transport()).sendMail({ from: await sender(), messageId, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(outbox, file), message as Buffer, { mode: 0o600 });
      log.info({ file }, 'mail written to the outbox');
    },
  };
}

/**
 * A nodemailer transport made with the first mail: nodemailer is loaded then, not while the portal
 * starts (docs/PERFORMANCE.md, the embedded default's start).
 */
function nodemailerTransport(options: string | { streamTransport: true; buffer: true; newline: 'unix' }) {
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  return () => {
    // A failed load is not kept: the queue's next try loads it again.
    transport ??= import('nodemailer')
      .then(({ default: nodemailer }) => nodemailer.createTransport(options))
      .catch((error: unknown) => {
        transport = undefined;
        throw error;
      });
    return transport;
  };
}

/** The address of MAIL_FROM ("Name <address>" or a bare address); empty when it holds none. */
export function mailAddress(from: string): string {
  const address = /<([^\s<>@]+@[^\s<>@]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return /^[^\s<>@]+@[^\s<>@]+$/.test(address) ? address : '';
}

/** The domain of MAIL_FROM's address, for Message-IDs; `localhost` when it has none. */
export function mailDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}
