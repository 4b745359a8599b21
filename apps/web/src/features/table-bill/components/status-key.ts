/** A status's text key: negatives are written n1, n22… (as the orders' texts name them). */
export const statusKey = (status: number) => `m1_status_${status < 0 ? `n${-status}` : status}`;
