// People at family transitions (docs/assistant.md rule 105): one list of their readers, so
// quick-math.ts names them in one place. Each reader lives in the module of its calculation.
import type { Reader } from './quick-math-reading.ts';
import { SALE_PROCEEDS_SPLIT_READERS } from './sale-proceeds-split-math.ts';
import { TWO_SALES_READERS } from './two-sales-net-math.ts';
import { CO_BORROWER_READERS } from './co-borrower-dti-math.ts';
import { FAMILY_GIFT_READERS } from './family-gift-math.ts';

export const FAMILY_TRANSITION_READERS: readonly Reader[] = [
  ...SALE_PROCEEDS_SPLIT_READERS,
  ...TWO_SALES_READERS,
  ...CO_BORROWER_READERS,
  ...FAMILY_GIFT_READERS,
];
