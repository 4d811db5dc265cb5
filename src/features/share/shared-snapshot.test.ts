import { describe, expect, it } from 'vitest';
import { isShareToken, loadSharedSnapshot, parseSharedSnapshot } from './shared-snapshot.ts';

const TOKEN = 'a'.repeat(64);
const config = { supabaseUrl: 'http://127.0.0.1:9', anonKey: 'anon' };
const calculation = {
  calculator: 'cap-rate',
  title: 'Cap rate',
  inputs: [{ key: 'noi', label: 'NOI', value: 48000, unit: 'usd/year', source: 'you said' }],
  outputs: [{ key: 'capRate', label: 'Cap rate', value: 0.08, unit: 'rate', primary: true }],
  formulas: [],
};

describe('parseSharedSnapshot', () => {
  it('reads the messages with their text and calculations', () => {
    const snapshot = parseSharedSnapshot({
      kind: 'conversation',
      title: 'Fourplex',
      shared_at: '2026-11-27T09:00:00Z',
      conversation_created_at: '2026-11-20T10:00:00Z',
      messages: [
        { role: 'user', content_text: 'Cap rate?', content_json: [], created_at: '2026-11-20T10:00:00Z' },
        {
          role: 'assistant',
          content_text: '**8%**',
          content_json: [{ type: 'calculation', result: calculation }],
          created_at: '2026-11-20T10:00:02Z',
        },
      ],
    });
    expect(snapshot).toMatchObject({ kind: 'conversation', title: 'Fourplex' });
    expect(snapshot!.messages.map((m) => [m.role, m.text, m.calculations.length])).toEqual([
      ['user', 'Cap rate?', 0],
      ['assistant', '**8%**', 1],
    ]);
  });

  it('leaves out what is not a message and refuses what is not a snapshot', () => {
    const snapshot = parseSharedSnapshot({
      kind: 'analysis',
      title: 't',
      messages: [
        { role: 'system', content_text: 'x' },
        { role: 'assistant', content_text: '   ', content_json: [] },
        'junk',
        { role: 'user', content_text: 'kept' },
      ],
    });
    expect(snapshot!.messages.map((m) => m.text)).toEqual(['kept']);
    expect(parseSharedSnapshot(null)).toBeNull();
    expect(parseSharedSnapshot({ kind: 'other', messages: [] })).toBeNull();
    expect(parseSharedSnapshot({ kind: 'conversation' })).toBeNull();
  });
});

describe('loadSharedSnapshot', () => {
  it('answers not-found for anything that is not a token, without asking the server', async () => {
    let asked = 0;
    const fetchImpl = (() => {
      asked += 1;
      return Promise.reject(new Error('no'));
    }) as typeof fetch;
    for (const token of ['', 'abc', 'A'.repeat(64), `${TOKEN}x`, '../rest/v1/shares']) {
      expect(await loadSharedSnapshot(config, token, fetchImpl)).toEqual({ status: 'not-found' });
    }
    expect(asked).toBe(0);
    expect(isShareToken(TOKEN)).toBe(true);
  });

  it('answers unavailable when the server cannot be reached', async () => {
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await loadSharedSnapshot(config, TOKEN, offline)).toEqual({ status: 'unavailable' });
  });
});
