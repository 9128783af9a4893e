import { bigProblemsApi } from '@portal/shared/api/big-problems';
import type { BigProblemSummary } from '@portal/shared/big-problems';
import { vietnamToday } from '@portal/shared/vietnam-time';
import { call } from '../../lib/api.ts';

/** Whether a big problem still takes solutions: open, and its deadline (if any) not past in Vietnam. */
export function acceptsSolutions(problem: Pick<BigProblemSummary, 'status' | 'deadline'>, now = new Date()): boolean {
  return problem.status === 'open' && (problem.deadline === null || problem.deadline >= vietnamToday(now));
}

/** Big problems still receiving solutions, for the form's select (the server checks again). */
export async function loadOpenProblems(signal?: AbortSignal): Promise<BigProblemSummary[]> {
  const { data } = await call(bigProblemsApi.list, { query: { status: 'open', per_page: 100 }, signal }).catch(() => ({
    data: [] as BigProblemSummary[],
  }));
  return data.filter((problem) => acceptsSolutions(problem));
}
