/** The webhook delivery lanes (docs/security.md "Trust, round 3" 20.3): per-webhook, per-account and total limits, and the per-event send budget. */
import { describe, expect, it } from 'vitest';
import { deliveryLanes } from './deliveryLanes.js';

const limits = { total: 5, perAccount: 2, perEventPerSecond: 3 };

describe('webhook delivery lanes', () => {
  it('holds one attempt per webhook and a few per account, so another account still gets a lane', () => {
    const lanes = deliveryLanes(limits, () => 0);
    const a1 = lanes.take({ webhookId: 1, accountId: 10, eventId: 100 });
    expect(a1).not.toBeNull();
    expect(lanes.take({ webhookId: 1, accountId: 10, eventId: 100 })).toBeNull(); // same webhook: waits its turn
    expect(lanes.take({ webhookId: 2, accountId: 10, eventId: 101 })).not.toBeNull();
    expect(lanes.take({ webhookId: 3, accountId: 10, eventId: 102 })).toBeNull(); // account 10 is at its two
    expect(lanes.fullAccounts()).toEqual([10]);
    expect(lanes.busyWebhooks().sort()).toEqual([1, 2]);
    expect(lanes.take({ webhookId: 9, accountId: 20, eventId: 200 })).not.toBeNull(); // another account is not held
    a1!(true);
    expect(lanes.fullAccounts()).toEqual([]);
    expect(lanes.take({ webhookId: 3, accountId: 10, eventId: 102 })).not.toBeNull();
  });

  it('caps the attempts in flight in all', () => {
    const lanes = deliveryLanes(limits, () => 0);
    for (let i = 0; i < 5; i++) expect(lanes.take({ webhookId: i, accountId: i, eventId: i })).not.toBeNull();
    expect(lanes.free()).toBe(0);
    expect(lanes.take({ webhookId: 99, accountId: 99, eventId: 99 })).toBeNull();
  });

  it('starts at most perEventPerSecond attempts per event in any second; an attempt not made gives its place back', () => {
    let now = 0;
    const lanes = deliveryLanes({ ...limits, perAccount: 10, total: 10 }, () => now);
    const take = (webhookId: number, eventId = 1) => lanes.take({ webhookId, accountId: 1, eventId });
    const r1 = take(1)!;
    const r2 = take(2)!;
    take(3)!(true);
    expect(take(4)).toBeNull(); // three started within this second
    expect(take(5, 2)).not.toBeNull(); // another event has its own budget
    r1(true);
    expect(take(4)).toBeNull(); // a settled attempt still counts for its second
    r2(false); // not sent (another process had claimed it): its place is free again
    expect(take(4)).not.toBeNull();
    now = 999;
    expect(take(6)).toBeNull();
    now = 1_000;
    expect(take(6)).not.toBeNull(); // the first attempt's second is over
  });
});
