import { href } from '@portal/shared/routes';
import type { SubmissionKind } from '@portal/shared/submissions';

/**
 * Where the author follows a dossier: their own page of a proposal or idea; a solution (sent for
 * a big problem) has none of its own, so the big problem's solutions page.
 */
export function dossierLink(kind: SubmissionKind, id: number, bigProblemId: number | null): string {
  if (kind === 'proposal') return href('PersonalProposeEdit', { id });
  if (kind === 'idea') return href('IdeaDetailPersonal', { id });
  return bigProblemId ? `${href('SolutionDetail', { id: bigProblemId })}#giai-phap-${id}` : href('BigProblemIndex');
}
