// Auth texts shown outside the forms (kept apart so the auth provider shell loads no auth code).
export const INACTIVITY_SIGN_OUT_MESSAGE = 'You were signed out after 30 minutes of inactivity.';
