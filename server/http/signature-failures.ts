import type { Redis } from 'ioredis';

/** A merchant's refused signatures over the last day, for staff (the merchant list). */
export interface SignatureFailureSummary {
  count: number;
  lastIp: string;
  lastAt: string | null;
}

/**
 * Signed requests refused for a wrong signature, per merchant. Kept where the limits are (Redis
 * when set, so every instance counts into one figure; else this instance's memory), never in the
 * database: a flood of bad signatures must not turn into a flood of writes.
 */
export interface SignatureFailures {
  record(merchantId: number, ip: string, now: Date): Promise<void>;
  /** Over the last 24 hours, in hourly buckets; merchants without one are left out. */
  recent(merchantIds: readonly number[], now: Date): Promise<Map<number, SignatureFailureSummary>>;
}

const hours = 24;
const hourOf = (d: Date) => Math.floor(d.getTime() / 3_600_000);

export function memorySignatureFailures(): SignatureFailures {
  // Only merchants that exist get here (the signature is checked after the merchant is found), so both maps stay small.
  const buckets = new Map<number, Map<number, number>>();
  const last = new Map<number, { ip: string; at: string }>();
  return {
    record: async (merchantId, ip, now) => {
      const hour = hourOf(now);
      for (const h of buckets.keys()) if (h <= hour - hours) buckets.delete(h);
      const bucket = buckets.get(hour) ?? new Map<number, number>();
      bucket.set(merchantId, (bucket.get(merchantId) ?? 0) + 1);
      buckets.set(hour, bucket);
      last.set(merchantId, { ip, at: now.toISOString() });
    },
    recent: async (merchantIds, now) => {
      const from = hourOf(now) - hours;
      const out = new Map<number, SignatureFailureSummary>();
      for (const id of merchantIds) {
        let count = 0;
        for (const [h, bucket] of buckets) if (h > from) count += bucket.get(id) ?? 0;
        const seen = last.get(id);
        if (count > 0 && seen) out.set(id, { count, lastIp: seen.ip, lastAt: seen.at });
      }
      return out;
    },
  };
}

/** One hash an hour (merchant id -> count) and one of the last failure, each expiring a day after its last write. */
export function redisSignatureFailures(redis: Redis, prefix: string): SignatureFailures {
  const bucketKey = (hour: number) => `${prefix}failedSigns:${hour}`;
  const lastKey = `${prefix}failedSigns:last`;
  return {
    record: async (merchantId, ip, now) => {
      const key = bucketKey(hourOf(now));
      await redis
        .multi()
        .hincrby(key, String(merchantId), 1)
        .expire(key, (hours + 1) * 3600)
        .hset(lastKey, String(merchantId), JSON.stringify({ ip, at: now.toISOString() }))
        .expire(lastKey, (hours + 1) * 3600)
        .exec();
    },
    recent: async (merchantIds, now) => {
      const out = new Map<number, SignatureFailureSummary>();
      if (merchantIds.length === 0) return out;
      const fields = merchantIds.map(String);
      const hour = hourOf(now);
      const pipeline = redis.pipeline();
      for (let h = hour - hours + 1; h <= hour; h++) pipeline.hmget(bucketKey(h), ...fields);
      pipeline.hmget(lastKey, ...fields);
      // Fail open: without Redis the account list shows no recent failures rather than failing.
      const answers = (await pipeline.exec().catch(() => null)) ?? [];
      const lastValues = (answers.at(-1)?.[1] ?? []) as (string | null)[];
      merchantIds.forEach((id, i) => {
        let count = 0;
        for (const [, values] of answers.slice(0, -1)) count += Number((values as (string | null)[])[i] ?? 0);
        const seen = lastValues[i];
        if (count > 0 && seen) {
          const { ip, at } = JSON.parse(seen) as { ip: string; at: string };
          out.set(id, { count, lastIp: ip, lastAt: at });
        }
      });
      return out;
    },
  };
}
