// The shape of a knowledge topic, shared by the category files and the search index.

export const TOPIC_CATEGORIES = [
  'financing',
  'buying-selling',
  'investing',
  'commercial',
  'market',
  'location',
] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

export interface KnowledgeTopic {
  id: string;
  title: string;
  category: TopicCategory;
  keywords: readonly string[];
  body: string;
  related: readonly string[];
}
