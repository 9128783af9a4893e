import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { demoSettings } from '../../db/seed.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createPublicForm, type ReceivedRow } from './public-form.ts';

/** The step both public forms share, with a captcha, a mailer and settings of the test's own. */
function setUp() {
  const mails: Mail[] = [];
  const consumed: string[] = [];
  const receivedAt = new Date('2026-11-23T02:05:00Z');
  const settings: SettingsService = {
    get: async () => ({ ...demoSettings, email: 'so@example.vn' }),
    getResponseJson: async () => '',
    update: async () => demoSettings,
    forget: () => {},
  };
  const receive = createPublicForm({
    now: () => receivedAt,
    captcha: {
      consume: async (key, _answer, checkRest) => {
        await checkRest?.();
        consumed.push(key);
      },
    } as Parameters<typeof createPublicForm>[0]['captcha'],
    mailer: { send: async (mail) => void mails.push(mail) },
    settings,
    receipts: { admit: async () => ({ stopPage: 'https://cong.example.vn/receipts/stop?token=t', headers: {} }) },
    log: pino({ level: 'silent' }),
  });
  return { receive, mails, consumed, receivedAt };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const input = { name: 'Võ Thị Lan', email: 'lan.vo@example.vn', phone: '0912345678', key: 'k1', captcha: 'abcde' };

describe('a public form', () => {
  it('keeps the sender as a new row received now, then mails the phone before the form’s own fields', async () => {
    const { receive, mails, consumed, receivedAt } = setUp();
    const rows: ReceivedRow[] = [];
    await receive(input, {
      kind: 'question',
      store: async (received) => {
        rows.push(received);
        return { id: 7 };
      },
      fields: [['Chủ đề', 'Sở hữu trí tuệ']],
      body: ['Câu hỏi', 'Bí mật kinh doanh có cần đăng ký không?'],
    });
    expect(consumed).toEqual(['k1']);
    expect(rows).toEqual([
      { name: input.name, email: input.email, phone: input.phone, status: 'new', createdAt: receivedAt },
    ]);
    await settle();
    expect(mails.map((mail) => mail.to)).toEqual(['so@example.vn', input.email]);
    expect(mails[0]?.text).toContain(
      'Họ tên: Võ Thị Lan\nEmail: lan.vo@example.vn\nĐiện thoại: 0912345678\nChủ đề: Sở hữu trí tuệ\n\nCâu hỏi:\n',
    );
  });

  it('stores and mails nothing when a check of the form fails', async () => {
    const { receive, mails, consumed } = setUp();
    let stored = false;
    const refused = new Error('topic');
    const sending = receive(input, {
      kind: 'feedback',
      checkRest: async () => {
        throw refused;
      },
      store: async () => {
        stored = true;
        return { id: 1 };
      },
      fields: [],
      body: ['Nội dung', '…'],
    });
    await expect(sending).rejects.toBe(refused);
    await settle();
    expect({ stored, consumed, mails }).toEqual({ stored: false, consumed: [], mails: [] });
  });
});
