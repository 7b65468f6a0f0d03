import { createHash } from 'node:crypto';
import type { RequestRate } from '../limits.ts';
import type { RedisClient } from './redis-link.ts';

/**
 * A token bucket in one hash (`tokens`, `at`), refilled and taken from in one step, so that two
 * processes never both take its last token. Times are the callers' (milliseconds); a caller whose
 * clock is behind the last one's refills nothing rather than going back. The key expires once the
 * bucket would be full again, when it is worth nothing.
 * KEYS[1] the bucket; ARGV now, tokens per millisecond, burst. Returns 1 if a token was taken.
 */
const TAKE = `
local now = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local held = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(held[1])
local at = tonumber(held[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
end
if now > at then
  tokens = math.min(burst, tokens + (now - at) * perMs)
  at = now
end
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / perMs) + 1000)
return taken
`;

/**
 * A count in a window that starts at its first count (`count`, `since`): one more unless `max`
 * are counted already. The key expires with its window.
 * KEYS[1] the count; ARGV now, max, window in milliseconds. Returns 1 if one was counted.
 */
const COUNT = `
local now = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local held = redis.call('HMGET', KEYS[1], 'count', 'since')
local count = tonumber(held[1]) or 0
local since = tonumber(held[2]) or now
if now - since >= window then
  count = 0
  since = now
end
if count >= max then
  return 0
end
redis.call('HSET', KEYS[1], 'count', tostring(count + 1), 'since', tostring(since))
redis.call('PEXPIRE', KEYS[1], math.max(1, since + window - now) + 1000)
return 1
`;

interface Script {
  text: string;
  sha: string;
}

const script = (text: string): Script => ({ text, sha: createHash('sha1').update(text).digest('hex') });

/** The limits' scripts, run by their digest (sent whole only when Redis does not know it yet). */
export class LimitScripts {
  private static readonly take = script(TAKE);
  private static readonly count = script(COUNT);

  constructor(private readonly redis: RedisClient) {}

  async take(key: string, rate: RequestRate, now: number): Promise<boolean> {
    return (await this.run(LimitScripts.take, key, [now, rate.perSecond / 1000, rate.burst])) === 1;
  }

  async count(key: string, max: number, windowMs: number, now: number): Promise<boolean> {
    return (await this.run(LimitScripts.count, key, [now, max, windowMs])) === 1;
  }

  private async run(script: Script, key: string, values: number[]): Promise<unknown> {
    const options = { keys: [key], arguments: values.map(String) };
    try {
      return await this.redis.evalSha(script.sha, options);
    } catch (err) {
      // A Redis that restarted (or never ran it) has no copy of the script yet.
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return this.redis.eval(script.text, options);
    }
  }
}
