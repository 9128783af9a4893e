// Without zod: what the portal's big-problem pages compute (a title, the days left), apart from
// the schemas in big-problems.ts, which re-exports them.
import { vietnamToday } from './vietnam-time.ts';

/** The title of /solution/{id}, the same in the browser tab and in link previews. */
export const solutionPageTitle = (problemTitle: string) => `Giải pháp cho bài toán: ${problemTitle}`;

const DAY_MS = 86_400_000;

/**
 * Whole days from `today` (its calendar day in Vietnam, whatever the browser's zone) to the
 * yyyy-mm-dd `day`: 0 on the day itself, negative once it has passed; undefined for a malformed day.
 */
export function daysUntil(day: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const target = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const [year, month, date] = vietnamToday(today).split('-').map(Number);
  const start = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1);
  return Math.round((target - start) / DAY_MS);
}
