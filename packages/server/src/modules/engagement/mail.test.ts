import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { demoSettings } from '../../db/seed.ts';
import { vietnamTime } from '../../lib/time.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { composeMails, type Submission, sendSubmissionMails } from './mail.ts';

const submission: Submission = {
  kind: 'question',
  id: 7,
  receivedAt: new Date('2026-01-31T17:45:00Z'),
  name: 'Võ Thị Lan',
  email: 'lan.vo@example.vn',
  fields: [
    ['Điện thoại', ''],
    ['Chủ đề', 'Sở hữu trí tuệ'],
  ],
  body: ['Câu hỏi', 'Bí mật kinh doanh có cần đăng ký không?'],
};

const settingsOf = (patch: Partial<typeof demoSettings> = {}): SettingsService => ({
  get: async () => ({ ...demoSettings, ...patch }),
  getResponseJson: async () => '',
  update: async () => demoSettings,
  forget: () => {},
});

/** A logger writing JSON lines into an array. */
function capturingLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A receipt gate that lets every receipt go, with its stop link. */
const receipts = {
  admit: async () => ({
    stopPage: 'https://cong.example.vn/receipts/stop?token=t',
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }),
};

describe('the mails of a public form', () => {
  it('write the time in Vietnam, whatever the server’s zone', () => {
    expect(vietnamTime(new Date('2026-01-31T17:45:00Z'))).toBe('00:45 ngày 01/02/2026');
  });

  it('tell the department what was sent, marking empty fields, and the sender only that it arrived', () => {
    const { department, acknowledgement } = composeMails(submission, demoSettings);
    expect(department.text).toContain(
      'Cổng thông tin vừa nhận câu hỏi số 7 gửi qua mục Hỏi đáp lúc 00:45 ngày 01/02/2026.',
    );
    expect(department.text).toContain('Điện thoại: (không ghi)');
    expect(department.text).toContain('Chủ đề: Sở hữu trí tuệ');
    expect(department.text).toContain('Câu hỏi:\nBí mật kinh doanh có cần đăng ký không?');
    expect(acknowledgement.text).toContain('số tiếp nhận: 7');
    expect(acknowledgement.text).not.toContain('Bí mật kinh doanh');
    expect(acknowledgement.text).toContain('Số 18 đường Lê Hồng Phong');
  });

  it('send the notice and the acknowledgement after the answer', async () => {
    const sent: Mail[] = [];
    const { log } = capturingLog();
    sendSubmissionMails(
      { mailer: { send: async (mail) => void sent.push(mail) }, settings: settingsOf(), receipts, log },
      submission,
    );
    expect(sent).toEqual([]);
    await settle();
    expect(sent.map((mail) => mail.to)).toEqual([demoSettings.email, 'lan.vo@example.vn']);
  });

  it('put the stop link at the acknowledgement’s foot, and send none when the address may get no receipt', async () => {
    const { acknowledgement } = composeMails(submission, demoSettings, 'https://cong.example.vn/receipts/stop?token=t');
    expect(acknowledgement.text).toContain(
      'Ngừng nhận thư báo tiếp nhận câu hỏi, góp ý gửi tới địa chỉ này (không cần đăng nhập): https://cong.example.vn/receipts/stop?token=t',
    );
    const sent: Mail[] = [];
    const { log, lines } = capturingLog();
    sendSubmissionMails(
      {
        mailer: { send: async (mail) => void sent.push(mail) },
        settings: settingsOf(),
        receipts: { admit: async () => null },
        log,
      },
      submission,
    );
    await settle();
    expect(sent.map((mail) => mail.to)).toEqual([demoSettings.email]);
    expect(lines.join('')).not.toContain('lan.vo@example.vn');
  });

  it('skip the notice when the settings hold no valid e-mail, and still acknowledge', async () => {
    const sent: Mail[] = [];
    const { log, lines } = capturingLog();
    sendSubmissionMails(
      {
        mailer: { send: async (mail) => void sent.push(mail) },
        settings: settingsOf({ email: 'chưa có' }),
        receipts,
        log,
      },
      submission,
    );
    await settle();
    expect(sent.map((mail) => mail.to)).toEqual(['lan.vo@example.vn']);
    expect(lines.join('')).toContain('no valid department e-mail');
  });

  it('log a failed mail by its code only: no address, no name, no content', async () => {
    const { log, lines } = capturingLog();
    const failing = {
      send: async (mail: Mail) => {
        throw Object.assign(new Error(`Recipient ${mail.to} rejected: ${mail.text}`), { code: 'EENVELOPE' });
      },
    };
    sendSubmissionMails({ mailer: failing, settings: settingsOf(), receipts, log }, submission);
    await settle();
    const logged = lines.join('');
    expect(lines).toHaveLength(2);
    expect(logged).toContain('EENVELOPE');
    for (const secret of ['lan.vo@example.vn', demoSettings.email, 'Võ Thị Lan', 'Bí mật kinh doanh']) {
      expect(logged).not.toContain(secret);
    }
  });
});
