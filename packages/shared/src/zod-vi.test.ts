import { describe, expect, it } from 'vitest';
import { z } from './zod-vi.ts';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('Vietnamese default messages', () => {
  it('says a missing value is required', () => {
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual(['Vui lòng nhập thông tin này']);
  });
  it('explains lengths and formats in Vietnamese', () => {
    expect(messagesOf(z.string().max(5), 'quá dài rồi')).toEqual(['Không được vượt quá 5 ký tự']);
    expect(messagesOf(z.string().min(3), 'ab')).toEqual(['Phải có ít nhất 3 ký tự']);
    expect(messagesOf(z.email(), 'abc')).toEqual(['Email không đúng định dạng']);
    expect(messagesOf(z.number().max(9), 10)).toEqual(['Không được lớn hơn 9']);
    expect(messagesOf(z.enum(['a', 'b']), 'c')).toEqual(['Giá trị không hợp lệ']);
  });
  it('writes limits the Vietnamese way: dots between thousands, a decimal comma, dates dd/mm/yyyy', () => {
    expect(messagesOf(z.string().max(1000), 'a'.repeat(1001))).toEqual(['Không được vượt quá 1.000 ký tự']);
    expect(messagesOf(z.string().min(10000), 'ab')).toEqual(['Phải có ít nhất 10.000 ký tự']);
    expect(messagesOf(z.number().max(2.5), 3)).toEqual(['Không được lớn hơn 2,5']);
    expect(messagesOf(z.number().min(5000), 1)).toEqual(['Không được nhỏ hơn 5.000']);
    expect(messagesOf(z.array(z.string()).max(2000), Array(2001).fill('a'))).toEqual([
      'Chỉ được chọn tối đa 2.000 mục',
    ]);
    expect(messagesOf(z.date().min(new Date('2025-01-01T00:00:00Z')), new Date('2024-06-01'))).toEqual([
      'Không được trước ngày 01/01/2025',
    ]);
  });
  it('names no English key of the API', () => {
    expect(messagesOf(z.strictObject({ title: z.string() }), { title: 'a', cover_image: 'x' })).toEqual([
      'Dữ liệu gửi lên có thông tin không được hỗ trợ, vui lòng tải lại trang và thử lại',
    ]);
  });
  it('keeps a message written in the schema', () => {
    expect(messagesOf(z.string().min(2, 'Họ tên không hợp lệ'), 'a')).toEqual(['Họ tên không hợp lệ']);
  });
});
