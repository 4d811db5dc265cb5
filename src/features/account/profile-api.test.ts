import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { fetchProfile, saveProfile } from './profile-api.ts';

/** A recording stand-in for the query builder chain the profile calls use. */
function fakeClient(result: { data: unknown; error: unknown }) {
  const calls: Array<[string, unknown[]]> = [];
  const builder: Record<string, (...args: unknown[]) => unknown> = {};
  for (const method of ['select', 'eq', 'upsert']) {
    builder[method] = (...args: unknown[]) => {
      calls.push([method, args]);
      return builder;
    };
  }
  builder.single = async () => {
    calls.push(['single', []]);
    return result;
  };
  const from = vi.fn(() => builder);
  return { client: { from } as unknown as SupabaseClient, from, calls };
}

describe('fetchProfile', () => {
  it('selects * from profiles where id = the user id, single row', async () => {
    const profile = { id: 'u1', display_name: 'Ada', updated_at: '2026-01-01T00:00:00Z' };
    const { client, from, calls } = fakeClient({ data: profile, error: null });
    await expect(fetchProfile(client, 'u1')).resolves.toEqual(profile);
    expect(from).toHaveBeenCalledWith('profiles');
    expect(calls).toEqual([
      ['select', ['*']],
      ['eq', ['id', 'u1']],
      ['single', []],
    ]);
  });

  it('logs errors and yields no profile', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = fakeClient({
      data: null,
      error: { message: 'JSON object requested, multiple (or no) rows returned' },
    });
    await expect(fetchProfile(client, 'u1')).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('saveProfile', () => {
  it('upserts id, the changes and updated_at', async () => {
    const saved = { id: 'u1', display_name: 'Ada', updated_at: '2026-03-04T05:06:07.000Z' };
    const { client, calls } = fakeClient({ data: saved, error: null });
    const now = () => new Date('2026-03-04T05:06:07Z');
    await expect(saveProfile(client, { id: 'u1' }, { display_name: 'Ada' }, now)).resolves.toEqual(saved);
    expect(calls[0]).toEqual([
      'upsert',
      [{ id: 'u1', display_name: 'Ada', updated_at: '2026-03-04T05:06:07.000Z' }],
    ]);
  });

  it('fails with “User not authenticated” without a user, touching nothing', async () => {
    const { client, from } = fakeClient({ data: null, error: null });
    await expect(saveProfile(client, null, { display_name: 'Ada' })).rejects.toThrow(
      'User not authenticated',
    );
    expect(from).not.toHaveBeenCalled();
  });

  it('passes the server’s error on', async () => {
    const { client } = fakeClient({
      data: null,
      error: { message: 'new row violates row-level security policy' },
    });
    await expect(saveProfile(client, { id: 'u1' }, {})).rejects.toThrow('row-level security');
  });
});
