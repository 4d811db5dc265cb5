// The e-mails the auth service sends: a verify link (wire protocol §2.4) in plain text and simple HTML.
import type { StackContext } from '../context.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../http/dev-mailbox.ts';
import { PRODUCT_NAME } from '../../supabase/functions/_shared/product.ts';
import { siteUrl } from './redirects.ts';

export type EmailAction = 'invite' | 'recovery' | 'magiclink' | 'signup';

/** `{site}/auth/v1/verify?token=…&type=…&redirect_to=…`, the link GoTrue puts in its e-mails. */
export function actionLink(ctx: StackContext, token: string, type: EmailAction, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${siteUrl(ctx)}/auth/v1/verify?${query.toString()}`;
}

interface Wording {
  subject: string;
  lead: string;
  action: string;
  ignore: string;
}

function wordingFor(action: EmailAction): Wording {
  switch (action) {
    case 'invite':
      return {
        subject: `You have been invited to ${PRODUCT_NAME}`,
        lead: `You have been invited to ${PRODUCT_NAME}. Follow the link below to accept the invitation and set up your account.`,
        action: 'Accept the invitation',
        ignore: 'If you were not expecting this invitation, you can ignore this e-mail.',
      };
    case 'recovery':
      return {
        subject: `Reset your ${PRODUCT_NAME} password`,
        lead: `Someone asked to reset the password of your ${PRODUCT_NAME} account. Follow the link below to choose a new one.`,
        action: 'Reset your password',
        ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
      };
    case 'magiclink':
      return {
        subject: `Your ${PRODUCT_NAME} sign-in link`,
        lead: `Follow the link below to sign in to ${PRODUCT_NAME}.`,
        action: `Sign in to ${PRODUCT_NAME}`,
        ignore: 'If you did not ask for this, you can ignore this e-mail.',
      };
    case 'signup':
      return {
        subject: `Confirm your ${PRODUCT_NAME} account`,
        lead: `Follow the link below to confirm your e-mail address for ${PRODUCT_NAME}.`,
        action: 'Confirm your e-mail address',
        ignore: 'If you did not ask for this, you can ignore this e-mail.',
      };
  }
}

/** "24 hours", "7 days", "1 day": the link's lifetime as the e-mail states it. */
export function describeLifetime(seconds: number): string {
  const hours = Math.round(seconds / 3600);
  if (hours % 24 !== 0) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = hours / 24;
  return days === 1 ? '24 hours' : `${days} days`;
}

export function composeActionEmail(
  to: string,
  action: EmailAction,
  link: string,
  lifetimeSeconds: number,
): MailMessage {
  const words = wordingFor(action);
  const validity = `The link works once and expires in ${describeLifetime(lifetimeSeconds)}.`;
  const text = `${words.lead}\n\n${words.action}:\n${link}\n\n${validity}\n\n${words.ignore}\n`;
  const html =
    `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(words.lead)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>` +
    `<p>${escapeHtml(validity)}</p>` +
    `<p style="color:#666">${escapeHtml(words.ignore)}</p>` +
    `</body></html>`;
  return { to, subject: words.subject, text, html, links: [link] };
}
