import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_AIRLINE } from '@jc/shared';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A real PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app served for every non-API path; empty disables it (API only). */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../../web/dist')),
  /** In-process sandboxes for payment, SMS, mail and the messaging-app identity provider. */
  SANDBOX: bool.default(true),
  AIRLINE_NAME: z.string().default(DEFAULT_AIRLINE.name),
  AIRLINE_CODE: z
    .string()
    .regex(/^[A-Z0-9]{2}$/, 'AIRLINE_CODE 需为两位大写字母或数字')
    .default(DEFAULT_AIRLINE.code),
  AIRLINE_HOTLINE: z.string().default(DEFAULT_AIRLINE.hotline),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment once, failing with every problem listed rather than the first. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
