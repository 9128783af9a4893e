import { z } from 'zod';

/** The footer's visit counter (Decree 42/2022 portals show one): all visits and today's. */
export const VisitsSchema = z.object({ total: z.number(), today: z.number() });
export type Visits = z.infer<typeof VisitsSchema>;

export const VisitsAnswerSchema = z.object({ data: VisitsSchema });
