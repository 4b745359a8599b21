/** Spanish texts: common. */
export const common = {} as const;
