import { describe, expect, it } from 'vitest';
import { nq57GroupName } from './monitoring.ts';
import { comparePeriods, formatPeriod, progressOf } from './periods.ts';

describe('indicator periods and progress', () => {
  it('reads periods in Vietnamese', () => {
    expect(formatPeriod('2025-Q1')).toBe('Quý I/2025');
    expect(formatPeriod('2025-Q2')).toBe('Quý II/2025');
    expect(formatPeriod('2025-Q3')).toBe('Quý III/2025');
    expect(formatPeriod('2026-Q4')).toBe('Quý IV/2026');
    expect(formatPeriod('2025')).toBe('Năm 2025');
    expect(formatPeriod('2025-H1')).toBe('6 tháng đầu năm 2025');
    expect(formatPeriod('2025-H2')).toBe('6 tháng cuối năm 2025');
    expect(formatPeriod('2025-06')).toBe('Tháng 6/2025');
    expect(formatPeriod('kỳ khác')).toBe('kỳ khác');
  });

  it('writes a period for the middle of a sentence in lower case', () => {
    expect(formatPeriod('2025-Q1', { inSentence: true })).toBe('quý I/2025');
    expect(formatPeriod('2025-06', { inSentence: true })).toBe('tháng 6/2025');
    expect(formatPeriod('2025-H1', { inSentence: true })).toBe('6 tháng đầu năm 2025');
    expect(formatPeriod('2025', { inSentence: true })).toBe('năm 2025');
  });

  it('orders periods in time, a year after its last quarter', () => {
    const periods = ['2026-Q1', '2025', '2025-12', '2025-Q4', '2025-H2', '2025-Q1', '2024-Q4'];
    expect(periods.sort(comparePeriods)).toEqual([
      '2024-Q4',
      '2025-Q1',
      '2025-12',
      '2025-Q4',
      '2025-H2',
      '2025',
      '2026-Q1',
    ]);
  });

  it('computes progress in percent to 0.1, and none without a value or a target', () => {
    expect(progressOf(67.9, 80)).toBe(84.9);
    expect(progressOf(2.6, 3)).toBe(86.7);
    expect(progressOf(130, 120)).toBe(108.3);
    expect(progressOf(undefined, 80)).toBeNull();
    expect(progressOf(5, 0)).toBeNull();
  });

  it('names task groups, known or not', () => {
    expect(nq57GroupName(4)).toBe('Phát triển, trọng dụng nhân lực chất lượng cao, nhân tài');
    expect(nq57GroupName(8)).toBe('Nhóm nhiệm vụ 8');
  });
});
