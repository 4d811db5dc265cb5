// City renters and small city owners (docs/assistant.md rule 104): one list of their readers, so
// quick-math.ts names them in one place. Each reader lives in the module of its calculation.
import type { Reader } from './quick-math-reading.ts';
import { RENT_INCREASE_READERS } from './rent-increase-math.ts';
import { LISTING_PER_FOOT_READERS } from './listing-price-per-foot-math.ts';
import { ROOMMATE_READERS } from './roommate-split-math.ts';
import { BROKER_FEE_READERS } from './broker-fee-math.ts';
import { CAR_VERSUS_TRANSIT_READERS } from './car-vs-transit-math.ts';
import { SPOT_READERS } from './spot-buy-vs-rent-math.ts';
import { CONDO_RENTAL_READERS } from './condo-rental-math.ts';
import { RENOVATION_COST_READERS } from './renovation-cost-math.ts';
import { RENT_COMPARISON_READERS } from './rent-comparison-math.ts';
import { APARTMENTS_ALL_IN_READERS } from './apartments-all-in-math.ts';

export const CITY_RENTER_READERS: readonly Reader[] = [
  ...RENT_INCREASE_READERS,
  ...LISTING_PER_FOOT_READERS,
  ...ROOMMATE_READERS,
  ...BROKER_FEE_READERS,
  ...CAR_VERSUS_TRANSIT_READERS,
  ...SPOT_READERS,
  ...CONDO_RENTAL_READERS,
  ...RENOVATION_COST_READERS,
  ...RENT_COMPARISON_READERS,
  ...APARTMENTS_ALL_IN_READERS,
];
