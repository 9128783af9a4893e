import { z } from 'zod';
import { PageMetaSchema, PaginationQuerySchema } from './content.ts';
import { PROGRESS_STAGES } from './follow-through.ts';

export { NQ57_GROUPS, nq57GroupName } from './nq57-groups.ts';

export const IndicatorValueSchema = z.object({ period: z.string(), value: z.number() });
export type IndicatorValue = z.infer<typeof IndicatorValueSchema>;

export const IndicatorSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  target: z.number(),
  target_year: z.number(),
  source: z.string(),
  nq57_group: z.number(),
  nq57_group_name: z.string(),
  /** Oldest period first. */
  values: z.array(IndicatorValueSchema),
  latest: IndicatorValueSchema.nullable(),
  /** latest / target in percent, rounded to 0.1. */
  progress: z.number().nullable(),
});
export type Indicator = z.infer<typeof IndicatorSchema>;

export const IndicatorListResponseSchema = z.object({ data: z.array(IndicatorSchema) });

export const ListReportsQuerySchema = PaginationQuerySchema;
export type ListReportsQuery = z.input<typeof ListReportsQuerySchema>;

export const ReportFileSchema = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number(),
  /** The download (documentsApi.file: modules/documents serves it). */
  url: z.string(),
});
export type ReportFile = z.infer<typeof ReportFileSchema>;

/** A published evaluation report (a public document marked as a report). */
export const ReportSchema = z.object({
  id: z.number(),
  number: z.string(),
  title: z.string(),
  /** yyyy-mm-dd. */
  issued_at: z.string(),
  summary: z.string(),
  files: z.array(ReportFileSchema),
});
export type Report = z.infer<typeof ReportSchema>;

export const ReportListResponseSchema = z.object({ data: z.array(ReportSchema), meta: PageMetaSchema });

export const KeyFigureSchema = IndicatorSchema.pick({
  code: true,
  name: true,
  unit: true,
  target: true,
  target_year: true,
  latest: true,
  progress: true,
});
export type KeyFigure = z.infer<typeof KeyFigureSchema>;

/** What the portal itself holds under one task group: published, public items tagged with it. */
export const TaskGroupCountSchema = z.object({
  group: z.number(),
  name: z.string(),
  posts: z.number(),
  products: z.number(),
  big_problems: z.number(),
  documents: z.number(),
  /** Adopted (approved or published) proposals shown on the portal, and adopted ideas. */
  adopted_proposals: z.number(),
  adopted_ideas: z.number(),
});
export type TaskGroupCount = z.infer<typeof TaskGroupCountSchema>;

export const MonitoringSummarySchema = z.object({
  /** The first indicators in display order, for the home page. */
  key_figures: z.array(KeyFigureSchema),
  /** Every task group, 1–7, with zeros where nothing is tagged. */
  task_groups: z.array(TaskGroupCountSchema),
  /** Adopted proposals and ideas by the stage of their latest progress step, every stage in order. */
  adopted_stages: z.array(z.object({ stage: z.enum(PROGRESS_STAGES), proposals: z.number(), ideas: z.number() })),
});
export type MonitoringSummary = z.infer<typeof MonitoringSummarySchema>;

export const MonitoringSummaryResponseSchema = z.object({ data: MonitoringSummarySchema });

/** How many indicators the summary shows as key figures. */
export const KEY_FIGURE_COUNT = 4;
