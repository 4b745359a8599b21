import * as z from 'zod/mini';
import { ZEnvironment } from './common.ts';

/**
 * A paired kiosk's identity, stored on the device as KIOUSER (spec/3 §3 'Device and portal records'):
 * restaurant ir, local il, dark kitchen dk, kiosk name nm, kiosk configuration id dp, device id iu,
 * token to, country pa, simple id sid, environment amb.
 */
export const ZKioskIdentity = z.object({
  ir: z.string().check(z.minLength(1)),
  il: z.string().check(z.minLength(1)),
  dk: z._default(z.string(), ''),
  nm: z.string().check(z.minLength(1)),
  dp: z._default(z.string(), ''),
  iu: z.string().check(z.minLength(1)),
  to: z._default(z.string(), ''),
  pa: z.string().check(z.length(2)),
  sid: z.int().check(z.positive()),
  amb: z._default(ZEnvironment, 'PROD'),
});
export type TKioskIdentity = z.infer<typeof ZKioskIdentity>;
