import type { Server } from 'node:http';
import type { StackContext } from '../context.ts';

export function attachRealtime(_server: Server, _ctx: StackContext): { close(): Promise<void> } {
  return { close: async () => undefined };
}
