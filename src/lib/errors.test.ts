import { unreachable } from '../../supabase/functions/_shared/unreachable.ts';
import { describe, it, expect } from 'vitest';
import {
  CHAT_MESSAGES,
  GOOGLE_OAUTH_UNAVAILABLE,
  LOGIN_MESSAGES,
  ONBOARDING_MESSAGES,
  PROFILE_MESSAGES,
  REGISTRATION_MESSAGES,
  RESET_MESSAGES,
  SERVICE_ERROR_PREFIXES,
  ServiceError,
  messageOr,
  type ServiceOperation,
} from './errors.ts';

describe('user-facing vocabulary', () => {
  it('§8 login and reset toasts, word for word', () => {
    expect(LOGIN_MESSAGES).toEqual({
      failedTitle: 'Login failed',
      failedFallback: 'Please check your credentials and try again.',
      successTitle: 'Login successful',
      successDescription: 'Welcome back!',
    });
    expect(RESET_MESSAGES).toEqual({
      sentTitle: 'Password reset email sent',
      sentDescription: 'Please check your email for password reset instructions.',
      failedTitle: 'Password reset failed',
      failedFallback: 'Could not send reset email. Please try again.',
    });
  });

  it('§1 §8 registration notice and §5 Google OAuth message, word for word', () => {
    expect(REGISTRATION_MESSAGES).toEqual({
      closedTitle: 'Registration Closed',
      closedDescription: 'Sorry, only beta testers are allowed in for the time being.',
    });
    expect(GOOGLE_OAUTH_UNAVAILABLE).toBe('Google OAuth login will be available in a future update.');
  });

  it("§5 §8 profile save without a user: 'User not authenticated'", () => {
    expect(PROFILE_MESSAGES.notAuthenticated).toBe('User not authenticated');
  });

  it('§4 chat fallbacks, word for word', () => {
    expect(CHAT_MESSAGES).toEqual({
      streamErrorFallback: 'Sorry, something went wrong while streaming the response.',
      requestFailed: 'Sorry, I encountered an error. Please try again later.',
    });
  });

  it('§5 §8 onboarding messages, word for word', () => {
    expect(ONBOARDING_MESSAGES).toEqual({
      missingToken:
        'This invitation link is missing a token. Please open the link directly from the email we sent you.',
      noSession:
        'We could not detect an active session. Please open the latest invitation email and try again.',
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
    });
  });

  it('§8 conversation call prefixes, word for word', () => {
    expect(SERVICE_ERROR_PREFIXES).toEqual({
      getOrCreateConversation: 'Failed to get or create conversation',
      createConversation: 'Failed to create conversation',
      listConversations: 'Failed to list conversations',
      loadMessages: 'Failed to load messages',
      sendMessage: 'Failed to send message',
      streamMessage: 'Failed to stream message',
      deleteConversation: 'Failed to delete conversation',
      // The calls spec §8 does not list, in its pattern.
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
    });
  });
});

describe('ServiceError', () => {
  it('§8 conversation calls throw the prefix followed by the status and response text', () => {
    const error = new ServiceError('createConversation', 500, 'Internal Server Error');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.name).toBe('ServiceError');
    expect(error.message).toBe('Failed to create conversation: 500 Internal Server Error');
    expect(error.operation).toBe('createConversation');
    expect(error.status).toBe(500);
    expect(error.responseText).toBe('Internal Server Error');
  });

  it('§8 every operation uses its own prefix', () => {
    for (const [operation, prefix] of Object.entries(SERVICE_ERROR_PREFIXES)) {
      expect(new ServiceError(operation as ServiceOperation, 404, '{"error":"not found"}').message).toBe(
        `${prefix}: 404 {"error":"not found"}`,
      );
    }
  });

  it('§8 an empty response text leaves no trailing space', () => {
    expect(new ServiceError('deleteConversation', 502, '').message).toBe(
      'Failed to delete conversation: 502',
    );
  });

  it('§8 fromResponse reads the response text', async () => {
    const error = await ServiceError.fromResponse(
      'streamMessage',
      new Response('{"error":"Unauthorized"}', { status: 401 }),
    );
    expect(error.message).toBe('Failed to stream message: 401 {"error":"Unauthorized"}');
  });

  it('§8 fromResponse tolerates a body that cannot be read', async () => {
    const response = new Response('gone', { status: 503 });
    await response.text();
    const error = await ServiceError.fromResponse('listConversations', response);
    expect(error.message).toBe('Failed to list conversations: 503');
  });
});

describe('messageOr', () => {
  it('§8 "the error message or <fallback>"', () => {
    expect(messageOr(new Error('Invalid login credentials'), LOGIN_MESSAGES.failedFallback)).toBe(
      'Invalid login credentials',
    );
    expect(messageOr({ message: 'Email not confirmed' }, 'fallback')).toBe('Email not confirmed');
    expect(messageOr('plain text', 'fallback')).toBe('plain text');
    for (const value of [new Error(''), { message: '  ' }, { message: 3 }, '', null, undefined, 42]) {
      expect(messageOr(value, LOGIN_MESSAGES.failedFallback)).toBe(
        'Please check your credentials and try again.',
      );
    }
  });
});

describe('unreachable', () => {
  it('conventions §8 throws when an impossible case happens at run time', () => {
    expect(() => unreachable('surprise' as never)).toThrow('Unreachable case: "surprise"');
  });
});
