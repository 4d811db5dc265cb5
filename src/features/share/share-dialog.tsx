// "Share…" from a conversation's menu (issue 22 §7): make a read-only link to the whole conversation or
// to one of its analyses (a reply with a calculation), copy it, and see and revoke the conversation's
// live links. Every action needs the server; offline the dialog says so and offers nothing to press.
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { inputClasses } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { sidebarTitleTooltip } from '../../lib/conversation-title.ts';
import type { AppDb } from '../../db/app-db.ts';
import { supabase } from '../../session/supabase-client.ts';
import { useShareableAnalyses } from './shareable-analyses.ts';
import {
  createShare,
  listShares,
  revokeShare,
  SHARE_ERRORS,
  ShareError,
  shareUrl,
  type ShareLink,
} from './share-api.ts';

export const SHARE_DIALOG_STRINGS = {
  title: 'Share a read-only link',
  description: (title: string) =>
    `Anyone with the link can read a copy of \u201c${title}\u201d as it is now, without an account. Messages added later are not shared, and nothing else of yours is shown: no other conversations, no name or e-mail.`,
  what: 'What to share',
  whole: 'The whole conversation',
  analysis: (title: string) => `Analysis: ${title}`,
  /** An analysis link whose reply the conversation no longer shows (another version was chosen). */
  oneReply: 'one reply',
  create: 'Create link',
  creating: 'Creating…',
  links: 'Live links to this conversation',
  none: 'No live links. Links you create appear here until you revoke them.',
  loading: 'Loading links…',
  linkLabel: (what: string) => `Link to ${what}`,
  shared: (on: string) => `Shared ${on}`,
  copy: 'Copy link',
  copied: 'Copied',
  revoke: 'Revoke',
  revoked: 'Link revoked: it no longer opens.',
  created: 'Link created. Copy it and send it to whoever should read it.',
  done: 'Done',
} as const;

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Default the app-wide client (loaded with this dialog, not with the chat). */
  client?: SupabaseClient;
  conversation: { id: string; title: string | null | undefined };
  /** Where the conversation's replies are read from (to offer its analyses). */
  db: AppDb;
  online: boolean;
  /** Default `navigator.clipboard.writeText`. */
  writeClipboard?: (text: string) => Promise<void>;
  onCloseAutoFocus?: (event: Event) => void;
}

const errorText = (error: unknown) => (error instanceof ShareError ? error.message : SHARE_ERRORS.failed);

export function ShareDialog({
  open,
  onOpenChange,
  client: givenClient,
  conversation,
  db,
  online,
  writeClipboard = (text) => navigator.clipboard.writeText(text),
  onCloseAutoFocus,
}: ShareDialogProps) {
  const s = SHARE_DIALOG_STRINGS;
  const [client] = useState(() => givenClient ?? supabase());
  const groupId = useId();
  const analyses = useShareableAnalyses(db, conversation.id, open);
  const [choice, setChoice] = useState<string>('');
  const [links, setLinks] = useState<ShareLink[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      setLinks(await listShares(client, conversation.id));
    } catch (failure) {
      setLinks([]);
      setError(errorText(failure));
    }
  }, [client, conversation.id]);

  useEffect(() => {
    if (!open) return;
    setLinks(null);
    setStatus(null);
    setError(null);
    if (online) void refresh();
  }, [open, online, refresh]);

  const options: Array<{ replyId: string; label: string; hint: string }> = [
    { replyId: '', label: s.whole, hint: '' },
    ...analyses.map((a) => ({ replyId: a.replyId, label: s.analysis(a.title), hint: a.question })),
  ];

  const describe = (link: ShareLink) =>
    link.kind === 'conversation'
      ? s.whole
      : s.analysis(analyses.find((a) => a.replyId === link.replyId)?.title ?? s.oneReply);

  const create = async () => {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const link = await createShare(client, conversation.id, choice || null);
      setLinks((current) => [link, ...(current ?? []).filter((l) => l.token !== link.token)]);
      setStatus(s.created);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (link: ShareLink) => {
    setError(null);
    setStatus(null);
    try {
      await revokeShare(client, link.token);
      setLinks((current) => (current ?? []).filter((l) => l.token !== link.token));
      setStatus(s.revoked);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const copy = async (link: ShareLink) => {
    try {
      await writeClipboard(shareUrl(link.token));
      setCopied(link.token);
    } catch {
      setCopied(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{s.title}</DialogTitle>
          <DialogDescription>{s.description(sidebarTitleTooltip(conversation.title))}</DialogDescription>
        </DialogHeader>

        {online ? (
          <>
            {analyses.length > 0 ? (
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{s.what}</legend>
                {options.map((option) => (
                  <label key={option.replyId || 'whole'} className="flex items-start gap-2 text-sm">
                    <input
                      type="radio"
                      name={groupId}
                      value={option.replyId}
                      checked={choice === option.replyId}
                      onChange={() => setChoice(option.replyId)}
                      className="mt-1"
                    />
                    <span className="min-w-0">
                      {option.label}
                      {option.hint ? (
                        <span className="block truncate text-muted-foreground">{option.hint}</span>
                      ) : null}
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            <Button
              onClick={() => void create()}
              loading={busy}
              disabled={busy}
              className="justify-self-start"
            >
              {busy ? s.creating : s.create}
            </Button>
          </>
        ) : (
          <p className="text-sm font-medium">{SHARE_ERRORS.offline}</p>
        )}

        <p role="status" className={cn('text-sm', !status && 'sr-only')}>
          {status}
        </p>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive-text">
            {error}
          </p>
        ) : null}

        {online ? (
          <section aria-labelledby={`${groupId}-links`} className="grid gap-2">
            <h3 id={`${groupId}-links`} className="text-sm font-semibold">
              {s.links}
            </h3>
            {links === null ? (
              <Spinner label={s.loading} />
            ) : links.length === 0 ? (
              <p className="text-sm text-muted-foreground">{s.none}</p>
            ) : (
              <ul className="grid gap-3">
                {links.map((link) => (
                  <li key={link.token} className="grid gap-1.5" data-share-token={link.token}>
                    <p className="text-sm">
                      <span className="font-medium">{describe(link)}</span>{' '}
                      <span className="text-muted-foreground">
                        ·{' '}
                        {s.shared(
                          new Date(link.createdAt).toLocaleString('en-US', {
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          }),
                        )}
                      </span>
                    </p>
                    <input
                      readOnly
                      value={shareUrl(link.token)}
                      aria-label={s.linkLabel(describe(link))}
                      onFocus={(event) => event.currentTarget.select()}
                      className={cn(inputClasses, 'h-9 font-mono text-xs')}
                    />
                    <div className="flex gap-2">
                      <Button variant="outline" size="sm" onClick={() => void copy(link)}>
                        {copied === link.token ? s.copied : s.copy}
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => void revoke(link)}>
                        {s.revoke}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{s.done}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
