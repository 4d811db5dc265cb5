// Latency of the conversation stream through the whole stack (function → REST → PGlite → SSE):
// time from request to the first streamed byte, and the time the stack adds per streamed chunk
// compared with running the local provider alone.
import { randomUUID } from 'node:crypto';
import { startStack } from '../server/stack.ts';
import { testConfig } from '../server/config.ts';
import { createLocalProvider } from '../supabase/functions/_shared/assistant/local-provider.ts';
import { adminClient, userClient } from '../tests/contract/harness.ts';

export interface StreamLatencyResult {
  firstByteMs: number;
  firstTraceMs: number;
  perChunkAddedMs: number;
  chunks: number;
}

const QUESTION = 'What is the monthly payment on a $450k home with 20% down at 6.5% for 30 years?';

export async function measureStreamLatency(runs = 10): Promise<StreamLatencyResult> {
  const stack = await startStack(testConfig());
  try {
    const backend = {
      url: stack.url,
      anonKey: stack.anonKey,
      serviceRoleKey: stack.serviceRoleKey,
      stack,
      close: () => stack.close(),
    };
    const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
    await adminClient(backend).auth.admin.createUser({
      email,
      password: 'bench-password',
      email_confirm: true,
    });
    const client = userClient(backend);
    const { data } = await client.auth.signInWithPassword({ email, password: 'bench-password' });
    const headers = {
      apikey: stack.anonKey,
      Authorization: `Bearer ${data.session!.access_token}`,
      'Content-Type': 'application/json',
    };
    const base = `${stack.url}/functions/v1/voiceflow-proxy/conversations`;
    const created = await fetch(base, { method: 'POST', headers, body: JSON.stringify({ title: 'Bench' }) });
    const conversationId = ((await created.json()) as { conversation: { id: string } }).conversation.id;

    const providerOnly = await timeProvider(runs);
    const firstBytes: number[] = [];
    const firstTraces: number[] = [];
    const totals: number[] = [];
    let chunks = 0;
    for (let i = 0; i < runs + 2; i++) {
      const t0 = performance.now();
      const response = await fetch(`${base}/${conversationId}/interact/stream`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ text: QUESTION, client_msg_id: randomUUID() }),
      });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let firstByte = 0;
      let firstTrace = 0;
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (!firstByte) firstByte = performance.now() - t0;
        text += decoder.decode(value, { stream: true });
        if (!firstTrace && text.includes('event: trace')) firstTrace = performance.now() - t0;
      }
      if (i < 2) continue; // warm-up
      firstBytes.push(firstByte);
      firstTraces.push(firstTrace);
      totals.push(performance.now() - t0);
      chunks = (text.match(/event: trace/g) ?? []).length;
    }
    const added = (median(totals) - providerOnly) / Math.max(1, chunks);
    return {
      firstByteMs: round(median(firstBytes)),
      firstTraceMs: round(median(firstTraces)),
      perChunkAddedMs: round(added),
      chunks,
    };
  } finally {
    await stack.close();
  }
}

async function timeProvider(runs: number): Promise<number> {
  const provider = createLocalProvider({ chunkDelayMs: 0 });
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    for await (const _trace of provider(QUESTION, [], new AbortController().signal)) {
      // drain
    }
    if (i >= 2) times.push(performance.now() - t0);
  }
  return median(times);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
