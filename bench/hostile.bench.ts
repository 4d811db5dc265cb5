// How fast a second user is served while one address misbehaves (issue 18): the p95 of a signed-in
// user's REST read (supabase-js, `conversations`) with no flood and during an anonymous /logout flood
// (32 connections POSTing `/auth/v1/logout` with only the anon key, back to back), and the p95 of
// that user's sends (`voiceflow-proxy/conversations/<id>/interact`, local provider, no chunk delay)
// while 570 slow-body requests from 127.0.0.2 are held open. tests/contract/hostile-clients.test.ts
// checks that these are served at all; how fast is measured here, where the machine is idle.
// The stack runs in its own process (as `npm start`), so the floods do not share its event loop.
// Run alone with `npx tsx bench/hostile.bench.ts`.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signedInUser, type Backend } from '../tests/contract/harness.ts';
import { logoutFlood, slowBodyFlood } from '../tests/support/hostile-floods.ts';
import { startStackProcess } from './stack-process.ts';
import { percentile, round } from './stats.ts';

export interface HostileResult {
  /** The other user's REST read, p95, with nothing else going on. */
  readP95Ms: number;
  reads: number;
  /** The same read during the /logout flood. */
  readDuringLogoutFloodP95Ms: number;
  readsDuringLogoutFlood: number;
  /** Sign-outs the flood sent while the reads above were measured (and until it stopped). */
  logoutsSent: number;
  /** The other user's send (question to stored reply), p95, during the slow-body flood. */
  sendDuringSlowBodyFloodP95Ms: number;
  sends: number;
  /** Stalled requests sent, and how many of them the stack had not answered (refused) when sends began. */
  stalledRequests: number;
  stalledUnanswered: number;
}

export interface HostileOptions {
  /** How long reads are timed, with and without the /logout flood (at least 20 reads each). */
  readWindowMs?: number;
  /** Sends timed during the slow-body flood. */
  sends?: number;
}

export async function measureHostileFloods(options: HostileOptions = {}): Promise<HostileResult> {
  const { readWindowMs = 3000, sends = 40 } = options;
  const stack = await startStackProcess({ ASSISTANT_PROVIDER: 'local', ASSISTANT_CHUNK_DELAY_MS: '0' });
  try {
    const backend: Backend = {
      url: stack.url,
      anonKey: stack.keys.anonKey,
      serviceRoleKey: stack.keys.serviceRoleKey,
      stack: null,
      close: async () => undefined,
    };

    // The reader: one conversation among a few, read as the app's list is.
    const reader = await signedInUser(backend, 'bench-reader');
    for (const title of ['Read me', 'Cap rates', 'House hacking']) await conversationOf(reader.client, title);
    const read = async () => {
      const started = performance.now();
      const { data, error } = await reader.client.from('conversations').select('id, title');
      if (error) throw new Error(`reading conversations: ${error.message}`);
      if (!data.some((c) => c.title === 'Read me')) throw new Error('the read lost a conversation');
      return performance.now() - started;
    };
    // For `ms`, and at least 20 reads so that a p95 is one.
    const readFor = async (ms: number) => {
      const timings: number[] = [];
      const until = performance.now() + ms;
      while (performance.now() < until || timings.length < 20) timings.push(await read());
      return timings;
    };
    for (let i = 0; i < 50; i++) await read(); // warm the schema cache, the JIT and the connection

    const baseline = await readFor(readWindowMs);

    const flood = logoutFlood(stack.url, stack.keys.anonKey, 32);
    let duringFlood: number[];
    let logoutsSent: number;
    try {
      await new Promise((resolve) => setTimeout(resolve, 200)); // the flood under way
      duringFlood = await readFor(readWindowMs);
    } finally {
      logoutsSent = await flood.stop();
    }

    // The sender: its own user and conversation, sending through the conversation service.
    const sender = await signedInUser(backend, 'bench-sender');
    const conversation = await conversationOf(sender.client, 'Hostile');
    const send = async (i: number) => {
      const started = performance.now();
      const response = await fetch(
        `${stack.url}/functions/v1/voiceflow-proxy/conversations/${conversation}/interact`,
        {
          method: 'POST',
          headers: {
            apikey: stack.keys.anonKey,
            authorization: `Bearer ${sender.session.access_token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ text: `What is a cap rate at $${100 + i}k?`, client_msg_id: randomUUID() }),
        },
      );
      const body = await response.text();
      if (response.status !== 200)
        throw new Error(`a send answered ${response.status}: ${body.slice(0, 200)}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 5; i++) await send(i);

    const stalled = slowBodyFlood(stack.url, stack.keys.anonKey, conversation);
    let answered = 0;
    for (const request of stalled) request.once('response', () => void (answered += 1));
    const sendTimings: number[] = [];
    let stalledUnanswered: number;
    try {
      await new Promise((resolve) => setTimeout(resolve, 500)); // every stalled request connected
      // Past its address's share the stack refuses them (503) rather than holding them.
      stalledUnanswered = stalled.length - answered;
      for (let i = 0; i < sends; i++) sendTimings.push(await send(i));
    } finally {
      for (const request of stalled) request.destroy();
    }

    return {
      readP95Ms: round(percentile(baseline, 0.95)),
      reads: baseline.length,
      readDuringLogoutFloodP95Ms: round(percentile(duringFlood, 0.95)),
      readsDuringLogoutFlood: duringFlood.length,
      logoutsSent,
      sendDuringSlowBodyFloodP95Ms: round(percentile(sendTimings, 0.95)),
      sends: sendTimings.length,
      stalledRequests: stalled.length,
      stalledUnanswered,
    };
  } finally {
    await stack.close();
  }
}

async function conversationOf(client: SupabaseClient, title: string): Promise<string> {
  const { data, error } = await client.from('conversations').insert({ title }).select('id').single();
  if (error) throw new Error(`creating a conversation: ${error.message}`);
  return (data as { id: string }).id;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await measureHostileFloods());
}
