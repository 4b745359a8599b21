/**
 * The restaurant services bitmask `serviciosResto` (spec/2 §3 'Services bitmask'): bit n set means
 * service n is offered. Only the ordering services are named here; the full list is the spec's.
 */
export const ServiceBit = { takeaway: 4, reservations: 8, delivery: 9 } as const;

export type OfferedService = 'pickup' | 'delivery';

export const hasService = (serviciosResto: number, bit: number) => (serviciosResto & (1 << bit)) !== 0;

/** Pickup and delivery as a list item's bitmask states them; it says nothing about check-in. */
export function offeredServices(serviciosResto: number): OfferedService[] {
  const services: OfferedService[] = [];
  if (hasService(serviciosResto, ServiceBit.takeaway)) services.push('pickup');
  if (hasService(serviciosResto, ServiceBit.delivery)) services.push('delivery');
  return services;
}
