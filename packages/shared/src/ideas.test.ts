import { describe, expect, it } from 'vitest';
import { IdeaFormSchema, ideaMessages } from './ideas.ts';
import './zod-vi.ts';

describe('the idea form', () => {
  it('says everything missing at once when sent empty, not the title first and the rest after', () => {
    const checked = IdeaFormSchema.safeParse({ title: '', problem: '', solution: '', submit: true });
    const messages = Object.fromEntries((checked.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(Object.keys(messages).sort()).toEqual(['problem', 'solution', 'title']);
    expect(messages.problem).toBe(ideaMessages.problemRequired);
    expect(messages.solution).toBe(ideaMessages.solutionRequired);
  });

  it('asks for the problem and solution only when sending, not when saving a draft', () => {
    const draft = IdeaFormSchema.safeParse({ title: '', problem: '', solution: '', submit: false });
    expect((draft.error?.issues ?? []).map((issue) => issue.path[0])).toEqual(['title']);
  });

  it('says a field that is not text is not valid, not that it is too long', () => {
    const checked = IdeaFormSchema.safeParse({ title: 'Ý tưởng máy sấy nông sản', problem: ['a'], solution: 42 });
    const messages = Object.fromEntries((checked.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ problem: 'Giá trị không hợp lệ', solution: 'Giá trị không hợp lệ' });
  });
});
