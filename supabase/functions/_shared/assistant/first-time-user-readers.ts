// The readers of rule 122, for first-time users' everyday questions, gathered in the order they are
// tried, so quick-math.ts READERS takes them with one line.
import { HOUSE_HACK_PI_READERS } from './house-hack-pi-math.ts';
import { RENT_CAP_READERS } from './rent-cap-math.ts';
import { REPEATED_CUT_READERS } from './repeated-cut-math.ts';
import type { Reader } from './quick-math-reading.ts';

export const FIRST_TIME_USER_READERS: Reader[] = [
  ...HOUSE_HACK_PI_READERS,
  ...RENT_CAP_READERS,
  ...REPEATED_CUT_READERS,
];
