import { describe, expect, it } from 'vitest';
import { type ClaimableTicket, KITCHEN_TICKET_CLAIM_SECONDS, mayClaimTicket } from './ticket-claim.ts';

const created = new Date('2026-05-04T12:00:00Z');
const at = (seconds: number) => new Date(created.getTime() + seconds * 1000);
const open: ClaimableTicket = {
  status: 'pending',
  deviceId: null,
  claimedBy: null,
  claimedAt: null,
  createdAt: created,
};
const a = { deviceId: 'kio-a', kitchenDevice: null };
const b = { deviceId: 'kio-b', kitchenDevice: null };
const lease = KITCHEN_TICKET_CLAIM_SECONDS;

describe('a kitchen ticket is claimed by one device (issue 12 item 2)', () => {
  it('lets the first device take an unclaimed ticket of its restaurant', () => {
    expect(mayClaimTicket(open, a, at(1))).toBe(true);
  });

  it('keeps a claimed ticket from every other device for the lease, and lets its holder renew it', () => {
    const held = { ...open, claimedBy: 'kio-a', claimedAt: at(1) };
    expect(mayClaimTicket(held, b, at(1))).toBe(false);
    expect(mayClaimTicket(held, b, at(lease))).toBe(false);
    expect(mayClaimTicket(held, a, at(lease + 10))).toBe(true);
  });

  it('hands a ticket over once its holder has been silent a whole lease', () => {
    const held = { ...open, claimedBy: 'kio-a', claimedAt: at(1) };
    expect(mayClaimTicket(held, b, at(lease + 1))).toBe(true);
  });

  it('gives the configured kitchen printer the first lease, then anyone', () => {
    const kitchen = 'kio-k';
    expect(mayClaimTicket(open, { deviceId: kitchen, kitchenDevice: kitchen }, at(0))).toBe(true);
    expect(mayClaimTicket(open, { deviceId: 'kio-a', kitchenDevice: kitchen }, at(lease - 1))).toBe(false);
    expect(mayClaimTicket(open, { deviceId: 'kio-a', kitchenDevice: kitchen }, at(lease))).toBe(true);
  });

  it('never hands out a printed ticket, nor one addressed to a device', () => {
    expect(mayClaimTicket({ ...open, status: 'printed' }, a, at(1))).toBe(false);
    expect(mayClaimTicket({ ...open, deviceId: 'kio-a' }, a, at(1))).toBe(false);
  });

  it('is reclaimable before the order is flagged unsent (120 s), with the device polling every 60 s', () => {
    expect(KITCHEN_TICKET_CLAIM_SECONDS + 60).toBeLessThan(120);
  });
});
