/**
 * Which due webhook deliveries this process may start now (docs/security.md "Trust, round 3" 20.3), so one account's slow or
 * silent receivers cannot hold another account's deliveries: at most one attempt in flight per
 * webhook (its deliveries go out in order), `perAccount` per account, `total` in all, and at most
 * `perEventPerSecond` attempts started per event in any second (a burst of changes waits in the
 * queue rather than flooding a receiver). Each attempt holds its lane until it settles on its own;
 * nothing waits for a whole batch. The limits are per process; the claim in the database keeps
 * two processes from sending the same attempt.
 */

export interface LaneLimits {
  total: number;
  perAccount: number;
  perEventPerSecond: number;
}

export const LANE_LIMITS: LaneLimits = { total: 16, perAccount: 4, perEventPerSecond: 20 };

export interface LaneKey {
  webhookId: number;
  accountId: number;
  eventId: number;
}

/** `now` is real elapsed time in ms (a rate of sends, not show time: the test clock stands still). */
export function deliveryLanes(limits: LaneLimits = LANE_LIMITS, now: () => number = () => performance.now()) {
  const webhooks = new Set<number>();
  const accounts = new Map<number, number>();
  /** Start times of the last second's attempts, per event. */
  const started = new Map<number, number[]>();

  function recent(eventId: number, at: number): number[] {
    const kept = (started.get(eventId) ?? []).filter((t) => at - t < 1000);
    if (kept.length === 0) started.delete(eventId);
    else started.set(eventId, kept);
    return kept;
  }

  return {
    /** How many more attempts may start now (before the per-account and per-event limits). */
    free: () => limits.total - webhooks.size,
    /** Webhooks with an attempt in flight here (the due query leaves them out). */
    busyWebhooks: () => [...webhooks],
    /** Accounts at their limit (the due query leaves them out). */
    fullAccounts: () => [...accounts].filter(([, n]) => n >= limits.perAccount).map(([id]) => id),

    /**
     * Takes a lane for one attempt if every limit allows it, and returns its release; null when
     * it must wait. `release(false)` (the attempt was not made: another process claimed it)
     * gives back its place in the event's budget.
     */
    take(k: LaneKey): ((sent: boolean) => void) | null {
      if (webhooks.size >= limits.total || webhooks.has(k.webhookId)) return null;
      if ((accounts.get(k.accountId) ?? 0) >= limits.perAccount) return null;
      const at = now();
      const times = recent(k.eventId, at);
      if (times.length >= limits.perEventPerSecond) return null;
      started.set(k.eventId, [...times, at]);
      webhooks.add(k.webhookId);
      accounts.set(k.accountId, (accounts.get(k.accountId) ?? 0) + 1);
      let released = false;
      return (sent) => {
        if (released) return;
        released = true;
        webhooks.delete(k.webhookId);
        const n = (accounts.get(k.accountId) ?? 1) - 1;
        if (n > 0) accounts.set(k.accountId, n);
        else accounts.delete(k.accountId);
        if (!sent) {
          const list = started.get(k.eventId) ?? [];
          const i = list.indexOf(at);
          if (i >= 0) list.splice(i, 1);
        }
      };
    },
  };
}
export type DeliveryLanes = ReturnType<typeof deliveryLanes>;
