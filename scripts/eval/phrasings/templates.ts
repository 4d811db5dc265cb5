// All scenario templates of the phrasing generator, by area (see template-kit.ts for what one is made of).

import { COMMERCIAL } from './templates-commercial.ts';
import { FINANCING } from './templates-financing.ts';
import { INVESTMENT } from './templates-investment.ts';
import { LOCATION, MARKET, PROPERTY } from './templates-places.ts';
import { TAX } from './templates-tax.ts';
import type { Template } from './template-kit.ts';

export type { Template } from './template-kit.ts';

export const TEMPLATES: readonly Template[] = [
  ...FINANCING,
  ...INVESTMENT,
  ...COMMERCIAL,
  ...MARKET,
  ...PROPERTY,
  ...LOCATION,
  ...TAX,
];
