// The development mailbox: every e-mail the stack would have sent, newest first. It holds password
// reset links, so only this machine may read it: it is mounted only on a loopback-bound stack (or when
// DEV_MAILBOX=on) and answers loopback peers only, behind the stack's Host allow-list. A reverse
// proxy on this machine is a loopback peer too, so anything it forwarded (forwarding headers, or a
// Host that is not a loopback name) is refused: the mailbox never answers the network through it.
import { Hono } from 'hono';
import type { DevMailbox } from '../mail/mailer.ts';
import { isForwarded, socketAddress } from './client-address.ts';
import { isLoopback } from './host-guard.ts';

export function devMailboxRoutes(mailbox: DevMailbox): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const host = (c.req.header('host') ?? new URL(c.req.url).host).replace(/:\d+$/, '');
    if (!isLoopback(socketAddress(c)) || isForwarded(c) || !isLoopback(host)) {
      return c.json(
        { code: 'mailbox_loopback_only', message: 'The development mailbox answers this machine only.' },
        403,
      );
    }
    await next();
  });
  app.get('/mailbox.json', (c) => c.json(mailbox.list(c.req.query('to'))));
  app.get('/mailbox', (c) => {
    const items = mailbox
      .list(c.req.query('to'))
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${escapeHtml(m.sent_at)}</p>
<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('<hr>');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head>` +
        `<body><h1>Development mailbox</h1>${items || '<p>No e-mail yet.</p>'}</body></html>`,
    );
  });
  return app;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
