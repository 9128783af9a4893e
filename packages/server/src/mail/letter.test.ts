import { SettingsSchema } from '@portal/shared/settings';
import { describe, expect, it } from 'vitest';
import { agencyContact, agencyOf, signOff } from './letter.ts';

const site = SettingsSchema.parse({
  site_name: 'Cổng KH&CN',
  managing_agency: 'Sở Khoa học và Công nghệ',
  phone: '0270 382 2222',
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

  it('ends with the note not to answer and the signature lines', () => {
    expect(signOff('Sở', 'Địa chỉ')).toEqual([
      '---',
      'Đây là thư tự động, xin đừng trả lời thư này.',
      '',
      'Trân trọng,',
      'Sở',
      'Địa chỉ',
    ]);
  });
});
