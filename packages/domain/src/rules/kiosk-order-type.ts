import { DispatchType } from '../constants.ts';

/**
 * The kiosk cart's order type from the kiosk configuration's orderType (spec/3 §3, §4 'Kiosk flow').
 * The notes disagree on 1 and 2; we read them as the configuration documents them: 1 is 'eat-in only'
 * so it yields 5 (eat here), 2 is 'take away only' so it yields 4 (take away). 3 lets the diner choose
 * (null: ask on /OrderType).
 */
export function fixedKioskOrderType(configOrderType: 1 | 2 | 3): 4 | 5 | null {
  if (configOrderType === 1) return DispatchType.kioskEatHere;
  if (configOrderType === 2) return DispatchType.kioskTakeAway;
  return null;
}
