/** Spanish texts: kiosk. */
export const kiosk = {} as const;
