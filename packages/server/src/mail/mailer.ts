import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real mail through SMTP_URL; without it, each mail is written as an .eml file under
 * DATA_DIR/outbox so the flows that mail a user still work on a laptop and in tests.
 * The log says that a mail went out, never to whom or what it says.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
        log.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }

  const outbox = path.join(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(outbox, file), message as Buffer, { mode: 0o600 });
      log.info({ file }, 'mail written to the outbox');
    },
  };
}
