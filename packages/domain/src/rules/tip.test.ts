import { describe, expect, it } from 'vitest';
import { ZAppConfig } from '../contracts/restaurant.ts';
import {
  maxTip,
  parseCustomTip,
  percentTip,
  tipChoices,
  tipChoicesWithin,
  tipSettingProblem,
  tipsOffered,
} from './tip.ts';

describe('tips (spec/1 §5 Tip, §9 presets 5/10/15/20, default 10)', () => {
  it('offers none, 10, 15, 20 and custom with 10 preselected when the setting is true', () => {
    expect(tipChoices(true)).toEqual({ choices: [0, 10, 15, 20, -1], preselected: 10 });
  });
  it('shows 5 only when the default is 5, and hides 20 then', () => {
    expect(tipChoices(5)).toEqual({ choices: [0, 5, 10, 15, -1], preselected: 5 });
  });
  it('preselects the configured value, and none when tips are off', () => {
    expect(tipChoices(15).preselected).toBe(15);
    expect(tipChoices(false).preselected).toBe(0);
  });
  it('reads a custom tip with a comma as a decimal point, in minor units', () => {
    expect(parseCustomTip('2,5', 2)).toBe(250);
    expect(parseCustomTip('1500', 0)).toBe(1500);
    expect(parseCustomTip(' 3.75 ', 2)).toBe(375);
  });
  it('turns an empty, non-numeric or negative custom tip into 0', () => {
    for (const text of ['', 'abc', '-5', '1,2,3', '5e3']) expect(parseCustomTip(text, 2)).toBe(0);
  });
  it('computes a percent tip on the subtotal', () => {
    expect(percentTip(18900, 10)).toBe(1890);
    expect(percentTip(18900, 0)).toBe(0);
    expect(percentTip(999, 15)).toBe(150);
  });
  it('offers tips for pickup and delivery only with a prepaid method, and for check-in only with payment configured', () => {
    expect(tipsOffered({ tipo: 1, setting: true, prepaid: true, checkInPayment: 0 })).toBe(true);
    expect(tipsOffered({ tipo: 2, setting: true, prepaid: false, checkInPayment: 0 })).toBe(false);
    expect(tipsOffered({ tipo: 2, setting: false, prepaid: true, checkInPayment: 0 })).toBe(false);
    expect(tipsOffered({ tipo: 3, setting: true, prepaid: true, checkInPayment: 0 })).toBe(false);
    expect(tipsOffered({ tipo: 3, setting: true, prepaid: true, checkInPayment: 1 })).toBe(true);
  });
});

describe('the tip bound and whole-number currencies (issue 15 item 2)', () => {
  it('caps a tip at the venue maximum of the subtotal, 100 % by default, rounded down', () => {
    const app = ZAppConfig.parse({ nombre: 'x' });
    expect(app.tipMaxPct).toBe(100);
    expect(maxTip(9500, app)).toBe(9500);
    expect(maxTip(999, { tipMaxPct: 15 })).toBe(149);
  });
  it('offers only the percents within the maximum, none preselected above it', () => {
    expect(tipChoicesWithin({ tip: true, tipMaxPct: 100 }).choices).toEqual([0, 10, 15, 20, -1]);
    expect(tipChoicesWithin({ tip: 15, tipMaxPct: 12 })).toEqual({ choices: [0, 10, -1], preselected: 0 });
  });
  it('refuses a preselected percent above the maximum, naming the least maximum; the back office saves none such', () => {
    expect(tipSettingProblem({ tip: 15, tipMaxPct: 12 })).toEqual({
      key: 'p1_err_tip_above_max',
      params: { pct: 15 },
    });
    expect(tipSettingProblem({ tip: true, tipMaxPct: 9 })?.params).toEqual({ pct: 10 }); // true is 10 %
    expect(tipSettingProblem({ tip: 15, tipMaxPct: 15 })).toBeNull();
    expect(tipSettingProblem({ tip: false, tipMaxPct: 1 })).toBeNull();
    expect(tipSettingProblem({ tip: 0, tipMaxPct: 1 })).toBeNull();
  });
  it('reads thousands grouping in a currency without decimals: $1.500 is 1500, not 2', () => {
    expect(parseCustomTip('1.500', 0)).toBe(1500);
    expect(parseCustomTip('12,000', 0)).toBe(12000);
    expect(parseCustomTip('1500,4', 0)).toBe(1500);
    // With decimals a dot or comma is the decimal point, as the spec says.
    expect(parseCustomTip('1.500', 2)).toBe(150);
  });
});
