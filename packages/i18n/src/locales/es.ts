/** Spanish, the default language. Keys: m1_* diner app, m2000_* kiosk, p1_* with %n% parameters. */
export const es = {} as const;
