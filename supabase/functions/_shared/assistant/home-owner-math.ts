// A homeowner's insurance deductibles and a seller's net (docs/assistant.md rule 102), gathered so
// quick-math.ts lists them in one place. The rule's property tax, home-sale and lot readers extend
// property-tax-math.ts, sale-tax-math.ts and land-deal-math.ts.
import { INSURANCE_DEDUCTIBLE_READERS } from './insurance-deductible-math.ts';
import type { Reader } from './quick-math-reading.ts';
import { SELLER_NET_READERS } from './seller-net-math.ts';

export const HOME_OWNER_READERS: readonly Reader[] = [...INSURANCE_DEDUCTIBLE_READERS, ...SELLER_NET_READERS];
