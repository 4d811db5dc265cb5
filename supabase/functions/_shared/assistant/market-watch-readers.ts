// People who follow housing-market numbers (docs/assistant.md rule 114): one list of their readers, so
// quick-math.ts names them in one place. Each reader lives in the module of its calculation.
import type { Reader } from './quick-math-reading.ts';
import { MARKET_WATCH_PAYMENT_READERS } from './market-watch-payment-math.ts';
import { MARKET_WATCH_RATIO_READERS } from './market-watch-ratio-math.ts';
import { MARKET_WATCH_CHANGE_READERS } from './market-watch-change-math.ts';

export const MARKET_WATCH_READERS: readonly Reader[] = [
  ...MARKET_WATCH_PAYMENT_READERS,
  ...MARKET_WATCH_RATIO_READERS,
  ...MARKET_WATCH_CHANGE_READERS,
];
