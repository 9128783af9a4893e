import { afterEach, describe, expect, it } from 'vitest';
import { forgetPageAnswers, takePageAnswer } from './page-answers.ts';

function writeAnswers(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'portal-answers';
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
}

describe('answers carried by the page', () => {
  afterEach(() => forgetPageAnswers());

  it('answers each call once, then leaves it to the server', () => {
    writeAnswers({ '/api/faqs?page=1': { data: [1] }, '/api/faqs/topics': { data: [] } });
    expect(takePageAnswer('/api/faqs?page=1')).toEqual({ data: [1] });
    expect(document.getElementById('portal-answers')).toBeNull();
    expect(takePageAnswer('/api/faqs?page=1')).toBeUndefined();
    expect(takePageAnswer('/api/faqs?page=2')).toBeUndefined();
    expect(takePageAnswer('/api/faqs/topics')).toEqual({ data: [] });
  });

  it('forgets what the first navigation did not take', () => {
    writeAnswers({ '/api/posts?page=1': { data: [] } });
    forgetPageAnswers();
    expect(takePageAnswer('/api/posts?page=1')).toBeUndefined();
  });
});
