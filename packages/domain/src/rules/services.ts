/**
 * The restaurant services bitmask `serviciosResto` (spec/2 §3 'Services bitmask', 'Service entry'): bit n
 * set means service n is offered. Reservations (8), takeaway (4) and delivery (9) are not the restaurant's
 * to tick: they follow its configuration (rsvp, pickup, delivery), so they are derived, never read raw.
 */
export const ServiceBit = { takeaway: 4, reservations: 8, delivery: 9 } as const;

/** The three columns the information screen lays the services out in. */
export type ServiceGroup = 'col1' | 'col2' | 'pagos';

/** A service of spec/2 §3: its bit, the i18n key of its name and its column. */
export type ServiceEntry = { bit: number; key: string; group: ServiceGroup };

const entry = (bit: number, group: ServiceGroup): ServiceEntry => ({ bit, key: `m1_service_${bit}`, group });

/** All 21 services in bit order: 0–7 col1, 8–15 col2, 16–20 the payment means (pagos). */
export const SERVICES: readonly ServiceEntry[] = Array.from({ length: 21 }, (_, bit) =>
  entry(bit, bit <= 7 ? 'col1' : bit <= 15 ? 'col2' : 'pagos'),
);

/** The configuration flags the derived bits follow: webConfig.rsvp, cfg.app.ordpick, cfg.app.ord. */
export type ServiceFlags = { rsvp: boolean; pickup: boolean; delivery: boolean };

export const hasService = (serviciosResto: number, bit: number) => (serviciosResto & (1 << bit)) !== 0;

const withBit = (mask: number, bit: number, on: boolean) => (on ? mask | (1 << bit) : mask & ~(1 << bit));

/** The bitmask with bits 8, 4 and 9 replaced by what the configuration says (spec/2 §3). */
export function deriveServices(serviciosResto: number, flags: ServiceFlags): number {
  let mask = withBit(serviciosResto, ServiceBit.reservations, flags.rsvp);
  mask = withBit(mask, ServiceBit.takeaway, flags.pickup);
  return withBit(mask, ServiceBit.delivery, flags.delivery);
}

/** Each of the 21 services with whether it is active (`ac`) in an already derived bitmask. */
export function serviceEntries(derivedMask: number): (ServiceEntry & { ac: boolean })[] {
  return SERVICES.map((s) => ({ ...s, ac: hasService(derivedMask, s.bit) }));
}

export type OfferedService = 'pickup' | 'delivery';

/** Pickup and delivery as a derived bitmask states them; it says nothing about check-in. */
export function offeredServices(serviciosResto: number): OfferedService[] {
  const services: OfferedService[] = [];
  if (hasService(serviciosResto, ServiceBit.takeaway)) services.push('pickup');
  if (hasService(serviciosResto, ServiceBit.delivery)) services.push('delivery');
  return services;
}

/**
 * The info screen's services tab (tab 22): the active services of an already derived bitmask in their
 * three columns, in bit order. A column with nothing active is empty.
 */
export function activeServicesByGroup(derivedMask: number): Record<ServiceGroup, ServiceEntry[]> {
  const groups: Record<ServiceGroup, ServiceEntry[]> = { col1: [], col2: [], pagos: [] };
  for (const s of SERVICES) if (hasService(derivedMask, s.bit)) groups[s.group].push(s);
  return groups;
}
