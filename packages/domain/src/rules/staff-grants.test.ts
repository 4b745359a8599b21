import { describe, expect, it } from 'vitest';
import { backOfficeLevel, checkStaffGrant } from './staff-grants.ts';

const venue = { ir: 'resto1', il: '1' };
const manager = [{ module: 9000, ir: 'resto1', il: '', level: 5 }];
const admin = [{ module: 9000, ir: '', il: '', level: 9 }];

describe('staff grants (issue 13 item 3: staff accounts and their roles)', () => {
  it('reads the back-office level a venue gives, rows for every venue included', () => {
    expect(backOfficeLevel(manager, venue)).toBe(5);
    expect(backOfficeLevel(admin, venue)).toBe(9);
    expect(backOfficeLevel(manager, { ir: 'other', il: '1' })).toBe(-1);
    expect(backOfficeLevel([{ module: 5000, ir: '', il: '', level: 9 }], venue)).toBe(-1);
    expect(backOfficeLevel([{ module: 9000, ir: 'resto1', il: '2', level: 7 }], venue)).toBe(-1);
  });
  it('lets a manager grant rows up to their own level', () => {
    const granted = [
      { module: 5000, level: 5 },
      { module: 9000, level: 3 },
    ];
    expect(checkStaffGrant({ grantor: manager, venue, granted, current: [] }).ok).toBe(true);
  });
  it('refuses a row above the manager’s level, naming both levels', () => {
    const outcome = checkStaffGrant({
      grantor: manager,
      venue,
      granted: [{ module: 9000, level: 6 }],
      current: [],
    });
    expect(outcome).toEqual({
      ok: false,
      refusal: { code: 'level', key: 'p1_err_staff_level_above', params: { level: 6, max: 5 } },
    });
  });
  it('refuses to change someone who stands above the manager at this venue, not elsewhere', () => {
    const owner = [{ module: 9000, ir: 'resto1', il: '', level: 9 }];
    const outcome = checkStaffGrant({ grantor: manager, venue, granted: [], current: owner });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.refusal.code).toBe('member');
    const elsewhere = [{ module: 9000, ir: 'other', il: '', level: 9 }];
    expect(checkStaffGrant({ grantor: manager, venue, granted: [], current: elsewhere }).ok).toBe(true);
  });
  it('lets an admin of every venue grant up to level 9', () => {
    expect(
      checkStaffGrant({ grantor: admin, venue, granted: [{ module: 9000, level: 9 }], current: [] }).ok,
    ).toBe(true);
  });
});
