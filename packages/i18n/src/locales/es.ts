import { common } from './es/common.ts';
import { kiosk } from './es/kiosk.ts';
import { web } from './es/web.ts';

/** Spanish, the default language. Keys: m1_* diner app, m2000_* kiosk, p1_* with %n% parameters (spec/2 §4). */
export const es = { ...common, ...web, ...kiosk } as const;
