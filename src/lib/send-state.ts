/**
 * Where a message stands, shared by the local database, the machines and the chat bubbles
 * (docs/sync-rules.md S9, docs/send-rules.md). User messages: queued → sending → streaming → sent, or
 * failed. Assistant messages: sent, stopped (the user ended the reply early), failed (the bubble holds
 * the error text), or interrupted (the stream was cut: its partial text shows until the server's
 * finished reply replaces it on the next retry or pull).
 */
export const SEND_STATES = [
  'queued',
  'sending',
  'streaming',
  'sent',
  'failed',
  'stopped',
  'interrupted',
] as const;
export type SendState = (typeof SEND_STATES)[number];
