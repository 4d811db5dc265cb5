// Hearth's real-estate knowledge base: short explanations written for this project, one file per
// category under knowledge/. Each body is markdown of 80–220 words; `related` lists other topic ids.

import { FINANCING_TOPICS } from './knowledge/financing.ts';
import { BUYING_SELLING_TOPICS } from './knowledge/buying-selling.ts';
import { INVESTING_TOPICS } from './knowledge/investing.ts';
import { COMMERCIAL_TOPICS } from './knowledge/commercial.ts';
import { MARKET_TOPICS } from './knowledge/market.ts';
import { LOCATION_TOPICS } from './knowledge/location.ts';
import { VACATION_HOME_TOPICS } from './knowledge/vacation-homes.ts';
import { CITY_BUYING_TOPICS } from './knowledge/city-buying.ts';
import { SELF_EMPLOYED_TOPICS } from './knowledge/self-employed.ts';
import { PET_POLICY_TOPICS } from './knowledge/pet-policies.ts';
import { INHERITED_HOME_TOPICS } from './knowledge/inherited-homes.ts';

export { TOPIC_CATEGORIES, type KnowledgeTopic, type TopicCategory } from './knowledge/topic.ts';
import type { KnowledgeTopic } from './knowledge/topic.ts';

export const KNOWLEDGE_BASE: readonly KnowledgeTopic[] = [
  ...FINANCING_TOPICS,
  ...BUYING_SELLING_TOPICS,
  ...INVESTING_TOPICS,
  ...COMMERCIAL_TOPICS,
  ...MARKET_TOPICS,
  ...LOCATION_TOPICS,
  ...VACATION_HOME_TOPICS,
  ...CITY_BUYING_TOPICS,
  ...SELF_EMPLOYED_TOPICS,
  ...PET_POLICY_TOPICS,
  ...INHERITED_HOME_TOPICS,
];
