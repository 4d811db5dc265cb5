// Reading request bodies the way GoTrue does: an empty body is `{}` (auth-js posts /logout with a JSON
// content type and no body), anything else must be a JSON object; fields are type-checked one by one.
import type { Context } from 'hono';
import { AuthError } from './auth-errors.ts';

export type Body = Record<string, unknown>;

export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthError('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (!isObject(parsed))
    throw new AuthError('bad_json', 'Could not parse request body as JSON: expected an object');
  return parsed;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function optionalString(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AuthError('validation_failed', `${key} must be a string`);
  return value;
}

export function optionalBoolean(body: Body, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new AuthError('validation_failed', `${key} must be a boolean`);
  return value;
}

export function optionalObject(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw new AuthError('validation_failed', `${key} must be an object`);
  return value;
}

// Deliberately loose (one @, a dot in the domain, no spaces): the real check is the mail arriving.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GoTrue's email validation: required, at most 255 characters, plausible shape; returns it lower-cased. */
export function requireEmail(value: string | undefined): string {
  const email = value?.trim() ?? '';
  if (!email) throw new AuthError('validation_failed', 'An email address is required');
  if (email.length > 255) throw new AuthError('validation_failed', 'An email address is too long');
  if (!EMAIL_SHAPE.test(email)) {
    throw new AuthError('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** Merges metadata like GoTrue: keys set to null are removed, others replaced. */
export function mergeMetadata(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
