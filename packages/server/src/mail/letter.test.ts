import { SettingsSchema } from '@portal/shared/settings';
import { describe, expect, it } from 'vitest';
import { AUTOMATIC_NOTE, agencyContact, agencyOf, greeting, letter, signature } from './letter.ts';

const site = SettingsSchema.parse({
  site_name: 'Cổng KH&CN',
  managing_agency: 'Sở Khoa học và Công nghệ',
  address: '12 Trường Thi, phường Trường Vinh',
  phone: '0270 382 2222',
  email: 'sokhcn@example.gov.vn',
});

describe('the pieces every mail shares', () => {
  it('signs with the managing agency, or the site when none is set', () => {
    expect(agencyOf(site)).toBe('Sở Khoa học và Công nghệ');
    expect(agencyOf({ ...site, managing_agency: '' })).toBe('Cổng KH&CN');
  });

  it('gives the phone with the agency only when there is one', () => {
    expect(agencyContact(site)).toBe('Sở Khoa học và Công nghệ (điện thoại 0270 382 2222)');
    expect(agencyContact({ ...site, phone: '' })).toBe('Sở Khoa học và Công nghệ');
  });

  it('greets by name, or "Ông/Bà" alone when the name is unknown or blank', () => {
    expect(greeting('Lê Thị Thu Hà')).toBe('Kính gửi Ông/Bà Lê Thị Thu Hà,');
    expect(greeting('  ')).toBe('Kính gửi Ông/Bà,');
    expect(greeting(null)).toBe('Kính gửi Ông/Bà,');
    // The first administrator before the first sign-in names them: not "Ông/Bà Quản trị viên".
    expect(greeting('Quản trị viên')).toBe('Kính gửi Ông/Bà,');
  });

  it('signs with what the settings hold, skipping what they do not', () => {
    expect(signature(site)).toEqual([
      'Sở Khoa học và Công nghệ',
      '12 Trường Thi, phường Trường Vinh',
      'Điện thoại: 0270 382 2222 · Email: sokhcn@example.gov.vn',
    ]);
    expect(signature({ ...site, address: '', phone: '', email: '' })).toEqual(['Sở Khoa học và Công nghệ']);
  });

  it('writes the whole letter: subject after the site name, greeting, body, closing, signature, the note, a footer', () => {
    const written = letter(site, {
      subject: 'Trả lời câu hỏi số 4',
      to: 'Nguyễn Văn An',
      body: ['Dòng một.', 'Dòng hai.'],
      footer: ['Dòng cuối.'],
    });
    expect(written.subject).toBe('[Cổng KH&CN] Trả lời câu hỏi số 4');
    expect(written.text.split('\n')).toEqual([
      'Kính gửi Ông/Bà Nguyễn Văn An,',
      '',
      'Dòng một.',
      'Dòng hai.',
      '',
      'Trân trọng,',
      'Sở Khoa học và Công nghệ',
      '12 Trường Thi, phường Trường Vinh',
      'Điện thoại: 0270 382 2222 · Email: sokhcn@example.gov.vn',
      '',
      '---',
      AUTOMATIC_NOTE,
      'Dòng cuối.',
    ]);
  });
});
