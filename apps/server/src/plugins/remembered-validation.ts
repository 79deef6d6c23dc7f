import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Bodies remembered by `rememberedValidation`; a query's JSON text is some 150 characters. */
const REMEMBERED_BODIES = 1000;
const REMEMBERED_BODY_MAX_CHARS = 2000;

/**
 * The zod validation of a request body, remembered by the body's JSON text: the same query sent
 * again (a popular route and day, the Ticket page's date strip) is not run through zod again. The
 * schema is a pure function of the body, so a remembered result is exactly what zod would give; it
 * is frozen, as requests share it. Refusals are not remembered.
 */
export const rememberedValidation: FastifySchemaCompiler<any> = (route) => {
  // The zod compiler answers synchronously with { value } or { error }.
  const validate = validatorCompiler(route) as (data: unknown) => { value?: unknown; error?: Error };
  const known = new Map<string, unknown>();
  return (data: unknown) => {
    // No body at all (a call whose body is optional) has no text to remember it by.
    if (data === undefined) return validate(data);
    const text = JSON.stringify(data);
    const value = known.get(text);
    if (value !== undefined) return { value };
    const result = validate(data);
    if (!result.error && result.value !== undefined && text.length <= REMEMBERED_BODY_MAX_CHARS) {
      if (known.size >= REMEMBERED_BODIES) known.delete(known.keys().next().value!);
      known.set(text, deepFreeze(result.value));
    }
    return result;
  };
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
