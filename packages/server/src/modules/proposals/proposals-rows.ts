import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bigProblems } from '../../db/schema/catalogue.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { type ProposalWithProblem, problemColumns } from './proposals.mapper.ts';

/** A proposal by id with the big problem it answers, whatever its state (authors and staff check who may read it). */
export async function findProposal(db: Database, id: number): Promise<ProposalWithProblem | undefined> {
  const [row] = await db
    .select({ proposal: proposals, ...problemColumns })
    .from(proposals)
    .leftJoin(bigProblems, eq(bigProblems.id, proposals.bigProblemId))
    .where(eq(proposals.id, id));
  return row ? { ...row.proposal, ...row } : undefined;
}
