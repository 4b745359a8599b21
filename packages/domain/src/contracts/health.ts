import * as z from 'zod/mini';

/** GET /srv/health and /srv/ready answer: the server is up (ready), and which database it runs on (README 'Configuration'). */
export const ZHealth = z.object({ database: z.enum(['pglite', 'postgres']) });
export type THealth = z.infer<typeof ZHealth>;
