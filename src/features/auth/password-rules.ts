// The rules for choosing a password (spec §5 "Onboarding"), shared by onboarding and password reset.
import { ONBOARDING_MESSAGES } from '../../lib/errors.ts';

export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordProblem {
  field: 'password' | 'confirm';
  message: string;
}

/** The first problem with a new password and its confirmation, or null when both are fine. */
export function checkNewPassword(password: string, confirmation: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { field: 'password', message: ONBOARDING_MESSAGES.passwordTooShort };
  }
  if (password !== confirmation) {
    return { field: 'confirm', message: ONBOARDING_MESSAGES.passwordsDoNotMatch };
  }
  return null;
}
