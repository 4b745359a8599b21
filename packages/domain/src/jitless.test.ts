// The setting is made before zod is imported, as the browser entries do.
import './jitless.ts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

describe('jitless zod for the browser (issue 11 item 6)', () => {
  it("is zod's own setting, made without importing zod", () => {
    expect(z.config().jitless).toBe(true);
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
  });
  it('leaves schemas parsing as before', () => {
    const schema = z.object({ a: z.int(), b: z._default(z.string(), 'x') });
    expect(schema.parse({ a: 1 })).toEqual({ a: 1, b: 'x' });
    expect(schema.safeParse({ a: 'no' }).success).toBe(false);
  });
});
