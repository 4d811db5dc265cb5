import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CHAT_STRINGS } from './chat-strings.ts';

export type WriteClipboard = (text: string) => Promise<void>;

const defaultWriteClipboard: WriteClipboard = (text) =>
  navigator.clipboard
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('Clipboard unavailable'));

/** How long 'Copied' stays before the button goes back to 'Copy message'. */
export const COPIED_FEEDBACK_MS = 2000;

export interface CopyButtonProps {
  text: string;
  /** Default `navigator.clipboard.writeText`. */
  writeClipboard?: WriteClipboard;
}

export function CopyButton({ text, writeClipboard = defaultWriteClipboard }: CopyButtonProps) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let next: 'copied' | 'failed';
    try {
      await writeClipboard(text);
      next = 'copied';
    } catch {
      next = 'failed';
    }
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), COPIED_FEEDBACK_MS);
  };

  const label =
    status === 'copied'
      ? CHAT_STRINGS.copied
      : status === 'failed'
        ? CHAT_STRINGS.copyFailed
        : CHAT_STRINGS.copy;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-xs text-muted-foreground"
      onClick={copy}
      aria-label={label}
      title={CHAT_STRINGS.copy}
    >
      {status === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{status === 'idle' ? null : label}</span>
    </Button>
  );
}
