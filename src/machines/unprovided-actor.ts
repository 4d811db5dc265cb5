// Placeholders for the named I/O actors of the chat machines. The machines own the flow; the app
// supplies every I/O boundary with `.provide({ actors })`. A placeholder fails loudly, through the
// machine's own error path, so a missing implementation shows up in the console instead of hanging.

import { fromCallback, fromPromise, type EventObject } from 'xstate';

export class UnprovidedActorError extends Error {
  override readonly name = 'UnprovidedActorError';
  constructor(readonly actorName: string) {
    super(`The "${actorName}" actor was not provided; pass it with machine.provide({ actors })`);
  }
}

export function unprovidedPromise<TOutput, TInput = void>(actorName: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new UnprovidedActorError(actorName);
  });
}

export function unprovidedCallback<TInput, TReceived extends EventObject = EventObject>(actorName: string) {
  return fromCallback<TReceived, TInput>(() => {
    throw new UnprovidedActorError(actorName);
  });
}
