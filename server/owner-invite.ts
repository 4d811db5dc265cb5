// On a first run, `npm start` prints a ready onboarding link for the first tester.
import type { RunningStack } from './stack.ts';
import { inviteTester } from '../scripts/invite-client.ts';

export async function createOwnerInvite(stack: RunningStack, email: string): Promise<string> {
  const result = await inviteTester({ url: stack.url, serviceRoleKey: stack.serviceRoleKey, email, inviter: 'the Hearth team' });
  return result.link;
}
