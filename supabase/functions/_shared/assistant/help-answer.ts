// The help answer: what the local assistant can do, with example questions to click or copy.

import { EXAMPLE_QUESTIONS } from './calculator-inputs.ts';

export const EXAMPLE_TOPIC_QUESTIONS = [
  'What is a 1031 exchange?',
  'How does PMI work and when can I remove it?',
  'What is a triple net lease?',
  'FHA vs conventional loan: what is the difference?',
  'What does months of inventory tell me about the market?',
  'How do I research school districts?',
] as const;

/** Every example question the help answer offers. */
export function helpExamples(): string[] {
  return [...Object.values(EXAMPLE_QUESTIONS), ...EXAMPLE_TOPIC_QUESTIONS];
}

/** Why the help answer is shown: a greeting, a message nothing answers, or a request from another domain. */
export type HelpReason = 'greeting' | 'unknown' | 'off-topic';

const INTROS: Record<HelpReason, string> = {
  greeting:
    "### Hi, I'm Hearth\n\nI answer real-estate questions: I run the numbers with clear assumptions and explain buying, financing, investing and market terms.",
  unknown:
    "### I'm not sure how to help with that\n\nI'm a real-estate assistant: I run the numbers with clear assumptions and explain buying, financing, investing and market terms. Try asking one of these:",
  'off-topic':
    "### I'm not sure how to help with that\n\nThat's outside real estate, so I'll leave it to a better-suited tool. I'm a real-estate assistant: I run the numbers with clear assumptions and explain buying, financing, investing and market terms. Try asking one of these:",
};

export function renderHelpAnswer(reason: HelpReason): string {
  const intro = INTROS[reason];
  const calculators = Object.values(EXAMPLE_QUESTIONS)
    .map((q) => `- \`${q}\``)
    .join('\n');
  const topics = EXAMPLE_TOPIC_QUESTIONS.map((q) => `- \`${q}\``).join('\n');
  return `${intro}

**Run the numbers**

${calculators}

**Explain a topic**

${topics}

Follow-ups work too: after a payment question, ask \`What about at 7%?\`
`;
}
