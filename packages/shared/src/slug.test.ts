import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('an address from a Vietnamese title', () => {
  it('drops the diacritics, đ included, and joins the words with dashes', () => {
    expect(slugify('Cơ cấu tổ chức của Sở')).toBe('co-cau-to-chuc-cua-so');
    expect(slugify('  Đường dây nóng: 0233 3852 123!  ')).toBe('duong-day-nong-0233-3852-123');
    expect(slugify('Ứng dụng KH&CN')).toBe('ung-dung-kh-cn');
  });

  it('keeps to its length without a dash at the end', () => {
    expect(slugify('Tin khoa học công nghệ', 9)).toBe('tin-khoa');
    expect(slugify('!!!')).toBe('');
  });
});
