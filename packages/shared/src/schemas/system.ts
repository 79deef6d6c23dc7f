import { z } from 'zod';
import { okEnvelope } from '../api';

export const HealthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export const HealthResponse = okEnvelope(HealthData);
export type HealthData = z.infer<typeof HealthData>;

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
