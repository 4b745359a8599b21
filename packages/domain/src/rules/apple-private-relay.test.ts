import { describe, expect, it } from 'vitest';
import { isApplePrivateRelay } from './apple-private-relay.ts';

describe("Apple's private relay address (issue 16 item 1)", () => {
  it('is an address at privaterelay.appleid.com, whatever its case', () => {
    expect(isApplePrivateRelay('3f9a1c2b7d4e5f60@privaterelay.appleid.com')).toBe(true);
    expect(isApplePrivateRelay('X1@PrivateRelay.AppleID.com')).toBe(true);
  });

  it('is not an ordinary address, nor one that only resembles it', () => {
    expect(isApplePrivateRelay('ana@icloud.com')).toBe(false);
    expect(isApplePrivateRelay('ana@privaterelay.appleid.com.evil.example')).toBe(false);
    expect(isApplePrivateRelay('ana@notprivaterelay.appleid.com')).toBe(false);
  });
});
