// The chat screen's user-facing text (spec §2 Chat; `{product}` is the product name), in one place
// so the components and whoever composes them say the same thing.
import { PRODUCT_NAME } from '../../../supabase/functions/_shared/product.ts';

export const CHAT_STRINGS = {
  intro: 'Ask me anything about real estate, property values, market trends, or investment strategies.',
  emptyHint: 'Start a conversation by sending a message below.',
  composerPlaceholder: 'Message...',
  sendMessage: 'Send message',
  stopGenerating: 'Stop generating',
  typing: 'Assistant is typing',
  jumpToLatest: 'Jump to latest',
  queued: "Queued \u2014 will send when you're back online",
  sending: 'Sending\u2026',
  sendSlow: 'Taking longer than usual\u2026',
  sendFailing: 'Taking longer than usual: the reply service is failing. Retrying\u2026',
  failed: 'Failed',
  retry: 'Retry',
  stopped: 'Stopped',
  interrupted: 'Interrupted',
  noReply: 'No reply',
  copy: 'Copy message',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  welcomeTitle: `Welcome to ${PRODUCT_NAME}`,
  welcomeText: 'Create your first conversation to get started.',
  startChatting: 'Start Chatting',
  signedOutText: 'For the best experience, please log in or create an account.',
  logIn: 'Log In',
  signUp: 'Sign Up',
  offline: 'You are offline. Messages you send will be delivered when you reconnect.',
  serverUnreachable: `Can't reach the ${PRODUCT_NAME} server. Retrying… Your messages are kept and will be delivered when it's back.`,
  storageFull:
    "Storage is full. Your queued messages are safe, but new ones can't be saved until you free up space.",
  showConversations: 'Show conversations',
  hideConversations: 'Hide conversations',
  conversations: 'Conversations',
  userSpeaker: 'You',
  assistantSpeaker: 'Assistant',
  messages: 'Messages',
  regenerate: 'Regenerate',
  regenerateLabel: 'Regenerate response',
  regenerateSame:
    'The built-in analyst gives the same answer to the same question every time, so regenerating would repeat it word for word. Edit your question to get a different answer.',
  continueReply: 'Continue',
  continueLabel: 'Continue the response',
  edit: 'Edit',
  editLabel: 'Edit message',
  editorLabel: 'Edit your message',
  saveAndSend: 'Save & send',
  cancel: 'Cancel',
  previousVersion: 'Previous version',
  nextVersion: 'Next version',
} as const;

/** ‹ 1/2 ›: where a message stands among its versions, for the eye and for screen readers. */
export function versionText(index: number, count: number): string {
  return `${index}/${count}`;
}

export function versionLabel(index: number, count: number): string {
  return `Version ${index} of ${count}`;
}

const count = new Intl.NumberFormat('en-US');

/** The composer's counter near the limit: '7,412 / 8,000'. */
export function messageCounterText(length: number, max: number): string {
  return `${count.format(length)} / ${count.format(max)}`;
}

/** Why an over-long message is not sent (it stays in the composer). */
export function messageTooLongText(length: number, max: number): string {
  return `This message is ${count.format(length)} characters long; the limit is ${count.format(max)}. Shorten it by ${count.format(length - max)} to send it.`;
}
