import * as z from 'zod';
import { ZEnvironment } from './common.ts';

/**
 * A paired kiosk's identity, stored on the device as KIOUSER (spec/3 §3 'Device and portal records'):
 * restaurant ir, local il, dark kitchen dk, kiosk name nm, kiosk configuration id dp, device id iu,
 * token to, country pa, simple id sid, environment amb.
 */
export const ZKioskIdentity = z.object({
  ir: z.string().min(1),
  il: z.string().min(1),
  dk: z.string().default(''),
  nm: z.string().min(1),
  dp: z.string().default(''),
  iu: z.string().min(1),
  to: z.string().default(''),
  pa: z.string().length(2),
  sid: z.number().int().positive(),
  amb: ZEnvironment.default('PROD'),
});
export type TKioskIdentity = z.infer<typeof ZKioskIdentity>;
