import { describe, expect, it } from 'vitest';
import { proposalMessages } from './proposal-labels.ts';
import { ProposalUpdateSchema } from './proposals.ts';

const priceErrors = (price: unknown) => {
  const result = ProposalUpdateSchema.safeParse({ title: 'Máy sấy nông sản', price });
  return result.error?.issues.filter((issue) => issue.path[0] === 'price').map((issue) => issue.message) ?? [];
};

// A whole-đồng price answered text with "ví dụ 72,5", a decimal it then refused.
describe('the proposal price, a whole number of đồng', () => {
  it('takes a whole number or nothing', () => {
    expect(priceErrors(12_500_000)).toEqual([]);
    expect(priceErrors(null)).toEqual([]);
  });
  it('refuses a decimal with the whole-đồng message', () => {
    expect(priceErrors(12_500_000.5)).toEqual([proposalMessages.priceInvalid]);
  });
  it('refuses text with an example of a whole number', () => {
    expect(priceErrors('abc')).toEqual(['Vui lòng nhập số nguyên hợp lệ, ví dụ 12.500.000']);
    expect(priceErrors('72,5')).toEqual(['Vui lòng nhập số nguyên hợp lệ, ví dụ 12.500.000']);
  });
});
