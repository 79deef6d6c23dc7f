import { z } from 'zod';
import { okEnvelope } from '../api';

/** Liveness: the process answers. Asks nothing of the database, so it costs nothing. */
export const HealthData = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export const HealthResponse = okEnvelope(HealthData);
export type HealthData = z.infer<typeof HealthData>;

/** Readiness: the database answers too (what a load balancer asks before sending traffic). */
export const ReadinessData = HealthData.extend({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
});
export const ReadinessResponse = okEnvelope(ReadinessData);
export type ReadinessData = z.infer<typeof ReadinessData>;

export const SiteConfigData = z.object({
  name: z.string(),
  englishName: z.string(),
  code: z.string(),
  hotline: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
});
export const SiteConfigResponse = okEnvelope(SiteConfigData);
export type SiteConfigData = z.infer<typeof SiteConfigData>;

/**
 * The end-to-end server's clock (NODE_ENV=test with TEST_NOW only): read it, or move it to an
 * instant or forward by some minutes (docs/time.md).
 */
export const DevClockRequest = z
  .object({
    at: z.iso.datetime({ offset: true, error: '时间格式不正确' }).optional(),
    advanceMinutes: z
      .number({ error: '分钟数需为整数' })
      .int('分钟数需为整数')
      .min(0, '分钟数不能为负')
      .max(366 * 24 * 60, '分钟数过大')
      .optional(),
  })
  .strict();
export const DevClockData = z.object({ now: z.string() });
export const DevClockResponse = okEnvelope(DevClockData);
