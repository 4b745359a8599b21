/** The error screens of spec/3 §8 by route parameter; anything unknown reads as notAvailable. */
export type ErrorKind = 'inactive' | 'notAvailable' | 'shift' | 'others' | 'payment';

export const ERROR_TEXTS: Record<ErrorKind, { title: string; text: string }> = {
  inactive: { title: 'm2000_error_inactive_title', text: 'm2000_error_inactive_text' },
  notAvailable: { title: 'm2000_error_unavailable_title', text: 'm2000_error_unavailable_text' },
  shift: { title: 'm2000_error_shift_title', text: 'm2000_error_shift_text' },
  others: { title: 'm2000_error_title', text: 'm2000_error_order_text' },
  payment: { title: 'm2000_error_title', text: 'm2000_error_order_text' },
};

export function errorKind(param: string | undefined): ErrorKind {
  return param && param in ERROR_TEXTS ? (param as ErrorKind) : 'notAvailable';
}
