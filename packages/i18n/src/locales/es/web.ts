/** Spanish texts: web. */
export const web = {} as const;
