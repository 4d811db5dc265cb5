// The search budget (issue 13): results in under 50 ms over 1,000 conversations and 50,000 messages.
// Builds the client's SearchIndex (src/features/search/search-index.ts, the same code the dialog
// queries) over generated conversations whose messages read like the app's (questions of about a
// line, replies of several sentences with figures), then times typical queries: whole words, two
// words, a word still being typed (prefix) and typos. Runs in Node; a browser's JIT is comparable.
import type { ConversationRecord, MessageRecord } from '../src/db/app-db.ts';
import { NO_PENDING } from '../src/db/merge.ts';
import { SearchIndex } from '../src/features/search/search-index.ts';
import { percentile, round } from './stats.ts';
import { prng } from '../tests/support/prng.ts';

export interface SearchBenchResult {
  conversations: number;
  messages: number;
  buildMs: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** CPU time of the process per query: what the query costs, apart from waiting for a busy CPU. */
  cpuP50Ms: number;
  cpuP95Ms: number;
  buildCpuMs: number;
  upsertMs: number;
}

const TOPICS = [
  'mortgage',
  'amortization',
  'refinance',
  'escrow',
  'appraisal',
  'inspection',
  'closing',
  'duplex',
  'fourplex',
  'condo',
  'townhouse',
  'rental',
  'tenant',
  'landlord',
  'lease',
  'eviction',
  'zoning',
  'property',
  'taxes',
  'insurance',
  'HOA',
  'equity',
  'HELOC',
  'down',
  'payment',
  'interest',
  'rate',
  'points',
  'lender',
  'underwriting',
  'preapproval',
  'credit',
  'score',
  'debt',
  'income',
  'ratio',
  'cap',
  'NOI',
  'cash',
  'flow',
  'coverage',
  'DSCR',
  'vacancy',
  'maintenance',
  'capex',
  'depreciation',
  'exchange',
  '1031',
  'flip',
  'renovation',
  'permit',
  'contractor',
  'listing',
  'agent',
  'commission',
  'offer',
  'contingency',
  'earnest',
  'money',
  'title',
  'deed',
  'survey',
  'easement',
  'foreclosure',
  'short',
  'sale',
  'auction',
  'market',
  'comparables',
  'valuation',
  'neighborhood',
  'school',
  'district',
];
const FILLER = [
  'the',
  'a',
  'of',
  'with',
  'for',
  'on',
  'at',
  'is',
  'about',
  'what',
  'how',
  'should',
  'would',
  'when',
  'does',
  'can',
  'my',
  'our',
  'this',
  'that',
  'typical',
  'usually',
  'estimated',
  'monthly',
  'annual',
  'buyer',
  'seller',
  'home',
  'house',
  'loan',
  'price',
  'cost',
  'value',
  'year',
  'years',
  'percent',
];
const CITIES = [
  'Austin',
  'Denver',
  'Phoenix',
  'Tampa',
  'Raleigh',
  'Boise',
  'Portland',
  'Nashville',
  'Columbus',
];

function sentence(random: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const r = random();
    if (r < 0.35) out.push(TOPICS[Math.floor(random() * TOPICS.length)]!);
    else if (r < 0.45) out.push(`$${Math.floor(random() * 900 + 100)},${Math.floor(random() * 900 + 100)}`);
    else if (r < 0.5) out.push(CITIES[Math.floor(random() * CITIES.length)]!);
    else if (r < 0.55) out.push(`${(random() * 9 + 1).toFixed(2)}%`);
    // A long tail of rarer words (street names, owners' names), as real conversations have.
    else if (r < 0.62) out.push(`w${Math.floor(random() * 20000).toString(36)}`);
    else out.push(FILLER[Math.floor(random() * FILLER.length)]!);
  }
  return `${out.join(' ')}.`;
}

const AT = '2026-01-01T00:00:00.000000Z';

export function generateCorpus(conversationCount = 1000, messagesPerConversation = 50, seed = 13) {
  const random = prng(seed);
  const conversations: ConversationRecord[] = [];
  const messages: MessageRecord[] = [];
  for (let c = 0; c < conversationCount; c++) {
    const id = `c-${c}`;
    const title = `${CITIES[c % CITIES.length]} ${TOPICS[c % TOPICS.length]} ${c}`;
    conversations.push({
      id,
      title,
      created_at: AT,
      last_activity_at: AT,
      updated_at: AT,
      deleted_at: null,
      pending: NO_PENDING,
    });
    for (let m = 0; m < messagesPerConversation; m++) {
      const user = m % 2 === 0;
      const text = user
        ? sentence(random, 12 + Math.floor(random() * 12))
        : Array.from({ length: 4 + Math.floor(random() * 5) }, () => sentence(random, 14)).join(' ');
      messages.push({
        id: `${id}-m-${m}`,
        conversation_id: id,
        role: user ? 'user' : 'assistant',
        content_text: text,
        content_json: [],
        trace_types: [],
        in_reply_to: null,
        created_at: AT,
        sort_key: AT,
        server_id: null,
        send_state: 'sent',
        error: null,
      });
    }
  }
  return { conversations, messages };
}

/** What people type: words, pairs, a word half typed, typos, a city and a figure. */
const QUERIES = [
  'mortgage',
  'escrow',
  'refinance',
  'cap rate',
  'cash flow',
  'debt coverage',
  'closing costs',
  'amortiz',
  'refin',
  'apprais',
  'duple',
  'fourpl',
  'mortgtage',
  'escorw',
  'refinanse',
  'inspecton',
  'Austin duplex',
  'Denver condo',
  'Tampa rental',
  'HOA fees',
  'property taxes',
  'down payment',
  'interest rate',
  'lender underwriting',
  'vacancy maintenance',
  '1031 exchange',
  'earnest money',
  'title deed',
  'short sale',
  'school district',
  'comparables valuation',
  'zoning permit',
  'tenant lease',
  'landlord eviction',
  'credit score',
  'income ratio',
  'equity HELOC',
  'NOI',
  'DSCR',
  'capex',
  'Nashville',
  'Boise townhouse',
  'contractor renovation',
  'commission agent',
  'offer contingency',
  'auction foreclosure',
  'market',
  'depreciation',
  'insurance',
  'Portland',
];

export async function measureSearch(options: { rounds?: number } = {}): Promise<SearchBenchResult> {
  const rounds = options.rounds ?? 5;
  const { conversations, messages } = generateCorpus();
  const index = new SearchIndex();
  const started = performance.now();
  const buildCpu = process.cpuUsage();
  await index.load(conversations, messages);
  const buildMs = performance.now() - started;
  const buildCpuUsed = process.cpuUsage(buildCpu);

  for (const query of QUERIES) index.search(query); // warm-up
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const query of QUERIES) {
      const cpu = process.cpuUsage();
      const t = performance.now();
      index.search(query);
      samples.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      cpuSamples.push((used.user + used.system) / 1000);
    }
  }

  // Keeping current: a reply arriving (one upsert) while the index is live.
  const upserts: number[] = [];
  for (let i = 0; i < 200; i++) {
    const message = { ...messages[i * 17]!, content_text: `${messages[i * 17]!.content_text} updated ${i}` };
    const t = performance.now();
    index.upsertMessage(message);
    upserts.push(performance.now() - t);
  }

  return {
    conversations: conversations.length,
    messages: messages.length,
    buildMs: round(buildMs, 0),
    queries: samples.length,
    p50Ms: round(percentile(samples, 0.5), 2),
    p95Ms: round(percentile(samples, 0.95), 2),
    maxMs: round(Math.max(...samples), 2),
    cpuP50Ms: round(percentile(cpuSamples, 0.5), 2),
    cpuP95Ms: round(percentile(cpuSamples, 0.95), 2),
    buildCpuMs: round((buildCpuUsed.user + buildCpuUsed.system) / 1000, 0),
    upsertMs: round(percentile(upserts, 0.5), 3),
  };
}
