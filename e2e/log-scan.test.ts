import { describe, expect, it } from 'vitest';
import { scanLog } from './log-scan.ts';

const kinds = (text: string) => scanLog(text).map((leak) => leak.kind);

describe('the server log scan', () => {
  it('finds a citizen ID standing alone: a JSON string, a query value, the end of a sentence', () => {
    expect(kinds('{"citizenPid":"079123456789"}')).toEqual(['citizen ID']);
    expect(kinds('{"url":"/api/x?pid=079123456789&y=1"}')).toEqual(['citizen ID']);
    expect(kinds('login of 079123456789.')).toEqual(['citizen ID']);
  });

  it('reads the digits inside a longer number as that number, not as an ID', () => {
    expect(kinds('{"res":{"statusCode":200},"responseTime":348.079046999992,"msg":"request completed"}')).toEqual([]);
    expect(kinds('{"size":1079123456789}')).toEqual([]);
    expect(kinds('{"ratio":0790123456789.5}')).toEqual([]);
    expect(kinds('{"elapsed":12.0791234567890}')).toEqual([]);
  });

  it('still finds passwords and tokens', () => {
    expect(kinds('{"password":"HoaPhuong@2026"}')).toEqual(['password']);
    expect(kinds('cookie: refresh_token=abcdefghijklmnopqrstuvwxyz')).toEqual(['refresh cookie']);
  });
});
