// Suggested prompts and related topics (issue 13) in Chromium on the local stack: an empty
// conversation offers one question per area of the landing page, and a click asks it; the "Related
// topics" at the end of an answer are buttons that ask the topic next.
import { expect, test } from '@playwright/test';
import { PROMPT_STRINGS } from '../../src/features/chat/prompt-buttons.tsx';
import { chat, createChat, signedInOnChat } from './support/chat.ts';

test('a suggested prompt asks its question; a related topic of the answer asks the topic', async ({
  page,
  baseURL,
}) => {
  await signedInOnChat(page, baseURL!);
  await createChat(page, 'Getting started');

  const suggestions = page.getByRole('list', { name: PROMPT_STRINGS.suggestions });
  await expect(suggestions.getByRole('button')).toHaveCount(6);
  await suggestions
    .getByRole('button', { name: /What's the difference between an interest rate and APR\?/ })
    .click();

  await expect(chat.userMessages(page)).toHaveCount(1);
  await expect(chat.userMessages(page).first()).toContainText(
    "What's the difference between an interest rate and APR?",
  );
  await expect(suggestions).toHaveCount(0);
  const answer = chat.assistantMessages(page).first();
  await expect(answer).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  await expect(answer.getByRole('heading', { name: 'Interest rate vs. APR' })).toBeVisible();

  const related = answer.getByRole('list', { name: PROMPT_STRINGS.relatedTopics });
  await expect(related.getByRole('button', { name: 'Rate locks' })).toBeVisible();
  // Topics are buttons, never links.
  await expect(related.getByRole('link')).toHaveCount(0);
  await related.getByRole('button', { name: 'Rate locks' }).click();

  await expect(chat.userMessages(page)).toHaveCount(2);
  await expect(chat.userMessages(page).last()).toContainText('Rate locks');
  const next = chat.assistantMessages(page).nth(1);
  await expect(next).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  await expect(next.getByRole('heading', { name: 'Rate locks' })).toBeVisible();
  // The composer's draft was left alone, and it has focus for a follow-up.
  await expect(chat.composer(page)).toHaveValue('');
  await expect(chat.composer(page)).toBeFocused();
});
