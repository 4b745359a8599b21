/** The status key of a booking status in the texts (-6 → m6). */
export const statusKey = (st: number) => (st < 0 ? `m${-st}` : String(st));
