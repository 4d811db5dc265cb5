// The closed vocabulary of user-facing text (spec §4, §5, §8), word for word. UI code picks strings from
// here instead of writing its own, so a wording change is one edit and a typo is a type error.

export const LOGIN_MESSAGES = {
  failedTitle: 'Login failed',
  failedFallback: 'Please check your credentials and try again.',
  successTitle: 'Login successful',
  successDescription: 'Welcome back!',
} as const;

export const RESET_MESSAGES = {
  sentTitle: 'Password reset email sent',
  sentDescription: 'Please check your email for password reset instructions.',
  failedTitle: 'Password reset failed',
  failedFallback: 'Could not send reset email. Please try again.',
} as const;

export const REGISTRATION_MESSAGES = {
  closedTitle: 'Registration Closed',
  closedDescription: 'Sorry, only beta testers are allowed in for the time being.',
} as const;

export const GOOGLE_OAUTH_UNAVAILABLE = 'Google OAuth login will be available in a future update.';

export const PROFILE_MESSAGES = {
  notAuthenticated: 'User not authenticated',
} as const;

/** Text shown in the assistant bubble when a reply fails (spec §4 "Sending a message"). */
export const CHAT_MESSAGES = {
  streamErrorFallback: 'Sorry, something went wrong while streaming the response.',
  requestFailed: 'Sorry, I encountered an error. Please try again later.',
} as const;

export const ONBOARDING_MESSAGES = {
  missingToken:
    'This invitation link is missing a token. Please open the link directly from the email we sent you.',
  noSession: 'We could not detect an active session. Please open the latest invitation email and try again.',
  validateFailedFallback: 'We could not validate your invite.',
  tokenMissing: 'Invitation token missing.',
  sessionExpired: 'Your session has expired. Please open the invitation link again.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  setPasswordFailedFallback: 'We could not set your password. Please try again.',
  completeWarningTitle: 'Invite saved with warnings',
  completeWarningFallback:
    'We saved your password, but confirming the invite failed. Please contact support.',
  successTitle: 'Welcome to the beta!',
  successDescription: 'Your account is ready. Redirecting you to the workspace...',
} as const;

/** Prefixes of the errors thrown by conversation-service calls (spec §8 "Conversation calls"). */
export const SERVICE_ERROR_PREFIXES = {
  getOrCreateConversation: 'Failed to get or create conversation',
  createConversation: 'Failed to create conversation',
  listConversations: 'Failed to list conversations',
  loadMessages: 'Failed to load messages',
  sendMessage: 'Failed to send message',
  streamMessage: 'Failed to stream message',
  deleteConversation: 'Failed to delete conversation',
  // Calls spec §8 does not list, in its wording pattern.
  renameConversation: 'Failed to rename conversation',
  updateConversation: 'Failed to update conversation',
  stopMessage: 'Failed to stop message',
  saveFeedback: 'Failed to save feedback',
  loadFeedback: 'Failed to load feedback',
  selectVersion: 'Failed to select version',
  saveScenario: 'Failed to save scenario',
  deleteScenario: 'Failed to delete scenario',
  loadScenarios: 'Failed to load scenarios',
  saveAssumptions: 'Failed to save profile',
  loadAssumptions: 'Failed to load profile',
  loadAssistant: 'Failed to load assistant',
} as const;

export type ServiceOperation = keyof typeof SERVICE_ERROR_PREFIXES;

/**
 * A non-2xx answer from the conversation service. The message is `'<prefix>: <status> <text>'`
 * (spec §8: the call throws, "followed by the status and response text").
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly operation: ServiceOperation;
  readonly status: number;
  readonly responseText: string;

  constructor(operation: ServiceOperation, status: number, responseText: string) {
    const prefix = SERVICE_ERROR_PREFIXES[operation];
    super(responseText ? `${prefix}: ${status} ${responseText}` : `${prefix}: ${status}`);
    this.operation = operation;
    this.status = status;
    this.responseText = responseText;
  }

  /** Builds the error from a failed `fetch` response; an unreadable body counts as empty text. */
  static async fromResponse(operation: ServiceOperation, response: Response): Promise<ServiceError> {
    let text = '';
    try {
      text = await response.text();
    } catch {
      // The body may already be consumed or the connection gone; the status alone still says enough.
    }
    return new ServiceError(operation, response.status, text);
  }
}

/**
 * The spec's "the error message or '<fallback>'" pattern: an `Error` (or `{ message }`) with non-blank
 * text gives that text, anything else gives the fallback.
 */
export function messageOr(error: unknown, fallback: string): string {
  if (typeof error === 'string') return error.trim() ? error : fallback;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
