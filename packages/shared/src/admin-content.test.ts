import { describe, expect, it } from 'vitest';
import { PostInputSchema } from './admin-content.ts';

describe('a post as staff send it', () => {
  it('refuses what is no object (a body of null, a list, a number) as invalid, never with a thrown error', () => {
    for (const sent of [null, [], 7, 'bài viết']) {
      const checked = PostInputSchema.safeParse(sent);
      expect(checked.success).toBe(false);
    }
  });
});
