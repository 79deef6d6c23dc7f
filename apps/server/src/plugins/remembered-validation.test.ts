import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rememberedValidation } from './remembered-validation';

const Body = z.object({ channel: z.number().int().default(0), pageNum: z.number().int().min(1).default(1) });
const compile = () =>
  rememberedValidation({ schema: Body, method: 'POST', url: '/r', httpPart: 'body' }) as (data: unknown) => {
    value?: unknown;
    error?: unknown;
  };

describe('remembered validation', () => {
  it('hands the same body sent again the same frozen value, defaults applied', () => {
    const validate = compile();
    const first = validate({ pageNum: 2 }).value;
    const again = validate({ pageNum: 2 }).value;
    expect(first).toEqual({ channel: 0, pageNum: 2 });
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('refuses what the schema refuses, every time', () => {
    const validate = compile();
    expect(validate({ pageNum: 0 }).error).toBeDefined();
    expect(validate({ pageNum: 0 }).error).toBeDefined();
  });

  it('validates a call sent without a body rather than failing on it', () => {
    const optional = rememberedValidation({
      schema: Body.nullish(),
      method: 'POST',
      url: '/r',
      httpPart: 'body',
    }) as (data: unknown) => { value?: unknown; error?: unknown };
    expect(optional(undefined)).toEqual({ value: undefined });
    expect(compile()(undefined).error).toBeDefined();
  });
});
