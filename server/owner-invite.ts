// On a first run, `npm start` prints a ready onboarding link for the first tester. It goes through the
// `beta-invite` function like every other invite, so the owner's link carries a tracked, single-use
// token and lands on /beta/onboarding.
import type { RunningStack } from './stack.ts';
import { inviteTester } from '../scripts/invite-client.ts';

export const OWNER_INVITER = 'the Hearth team';

export async function createOwnerInvite(stack: RunningStack, email: string): Promise<string> {
  const { link } = await inviteTester({
    url: stack.url,
    serviceRoleKey: stack.serviceRoleKey,
    email,
    inviter: OWNER_INVITER,
  });
  return link;
}
