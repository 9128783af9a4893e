import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigProblems, solutions } from './catalogue.ts';
import { proposals } from './submissions.ts';
import { users } from './users.ts';

/**
 * Giám khảo: the reviewers staff assigned to judge a big problem's solutions (shared/challenges.ts).
 */
export const bigProblemJudges = pgTable(
  'big_problem_judges',
  {
    bigProblemId: bigint('big_problem_id', { mode: 'number' })
      .notNull()
      .references(() => bigProblems.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: bigint('assigned_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bigProblemId, table.userId] }),
    index('big_problem_judges_user').on(table.userId),
  ],
);

/**
 * One judge's word on one solution: a declared conflict of interest (no scores then), or a score
 * from 0 to 10 per criterion, in the criteria's order, with a comment. The solution is either one
 * the department listed (`solution_id`) or a citizen's sent through the proposal form
 * (`proposal_id`, a proposal of kind solution): exactly one of the two.
 */
export const solutionScores = pgTable(
  'solution_scores',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    solutionId: bigint('solution_id', { mode: 'number' }).references(() => solutions.id, { onDelete: 'cascade' }),
    proposalId: bigint('proposal_id', { mode: 'number' }).references(() => proposals.id, { onDelete: 'cascade' }),
    judgeId: bigint('judge_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conflict: boolean('conflict').notNull().default(false),
    conflictNote: text('conflict_note').notNull().default(''),
    scores: jsonb('scores').$type<number[]>(),
    comment: text('comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('solution_scores_solution_judge').on(table.solutionId, table.judgeId),
    uniqueIndex('solution_scores_proposal_judge').on(table.proposalId, table.judgeId),
    check('solution_scores_one_solution', sql`num_nonnulls(${table.solutionId}, ${table.proposalId}) = 1`),
    index('solution_scores_judge').on(table.judgeId),
  ],
);
