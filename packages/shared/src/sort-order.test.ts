import { describe, expect, it } from 'vitest';
import { CategoryInputSchema } from './admin.ts';
import { FaqInputSchema } from './admin-content.ts';

describe("an order field's message", () => {
  // The back office's number field hands on text it cannot read as a number: its example was
  // "72,5", odd for an order of whole numbers.
  it.each([
    ['a category', CategoryInputSchema, 'Thứ tự không hợp lệ'],
    ['a question of Hỏi đáp', FaqInputSchema, 'Thứ tự phải là số nguyên từ 0 đến 10.000'],
  ])('of %s says what an order is, not a decimal example', (_, schema, message) => {
    const checked = schema.safeParse({ sort_order: 'abc' });
    const issue = checked.error?.issues.find((found) => found.path[0] === 'sort_order');
    expect(issue?.message).toBe(message);
  });
});
