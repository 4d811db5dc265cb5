// Questions offered on an empty conversation (issue 13): one for each of the landing page's six areas
// (spec §2 "Powered by Advanced AI"), each one the local analyst answers fully, so a first click shows
// what Hearth does.

export interface SuggestedPrompt {
  /** The landing page card it stands for. */
  area: string;
  prompt: string;
}

export const SUGGESTED_PROMPTS: readonly SuggestedPrompt[] = [
  { area: 'Instant Answers', prompt: "What's the difference between an interest rate and APR?" },
  {
    area: 'Market Analysis',
    prompt: "How do months of inventory tell a buyer's market from a seller's market?",
  },
  {
    area: 'Property Research',
    prompt: 'What should a home inspection cover, and which problems are deal-breakers?',
  },
  {
    area: 'Investment Strategies',
    prompt: 'A duplex costs $500k and rents for $4,200/month. What are the cap rate and cash-on-cash return?',
  },
  { area: 'Location Intelligence', prompt: 'How do school districts affect home values?' },
  { area: 'Commercial Insights', prompt: 'How does a triple net (NNN) lease work?' },
];
