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
  it('keeps a message written in the schema', () => {
    expect(messagesOf(z.string().min(2, 'Họ tên không hợp lệ'), 'a')).toEqual(['Họ tên không hợp lệ']);
  });
});
