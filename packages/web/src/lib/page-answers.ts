/**
 * The answers the server wrote into the page for the first calls of its loader
 * (`@portal/shared/first-calls`), by API path. Each is taken once, by the call it answers; what the
 * first navigation did not take is forgotten with it, so a later visit within the portal asks the
 * server again.
 */
const answers = new Map<string, unknown>();
/** Set while the server draws a page's first screen (first-screen.tsx): no call leaves the page. */
let answersOnly = false;

function readPageBlock(): void {
  const block = typeof document === 'undefined' ? null : document.getElementById('portal-answers');
  if (!block) return;
  block.remove();
  for (const [path, answer] of Object.entries(JSON.parse(block.textContent || '{}') as Record<string, unknown>)) {
    answers.set(path, answer);
  }
}

/** The page's answer to a GET of `path`, once; undefined when the page holds none. */
export function takePageAnswer(path: string): unknown {
  readPageBlock();
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

/** Drops the answers the first navigation did not take: they would be stale for the next one. */
export function forgetPageAnswers(): void {
  readPageBlock();
  answers.clear();
}

/**
 * The answers the server has for the page it draws (first-screen.tsx), in place of the page's
 * block; until `undefined` is given, a call without one fails at once instead of going out.
 */
export function serveFromAnswersOnly(given: Record<string, unknown> | undefined): void {
  answers.clear();
  answersOnly = given !== undefined;
  for (const [path, answer] of Object.entries(given ?? {})) answers.set(path, answer);
}

/** Whether calls are answered from the page alone (the server drawing a first screen). */
export function pageAnswersOnly(): boolean {
  return answersOnly;
}
