import * as z from 'zod';

/** GET /srv/health answer: the server is up, and which database it runs on (README 'Configuration'). */
export const ZHealth = z.object({ database: z.enum(['pglite', 'postgres']) });
export type THealth = z.infer<typeof ZHealth>;
