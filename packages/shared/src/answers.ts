import { z } from 'zod';

/** An answer that only says what was done (in Vietnamese, for a toast). */
export const MessageAnswerSchema = z.object({ message: z.string() });
