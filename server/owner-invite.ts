// On a first run, `npm start` prints a ready onboarding link for the first tester. It goes through the
// `beta-invite` function like every other invite, so the owner's link carries a tracked, single-use
// token and lands on /beta/onboarding.
import type { RunningStack } from './stack.ts';
import { inviteTester, isMember } from './invite-client.ts';

export const OWNER_INVITER = 'the Hearth team';

export async function createOwnerInvite(stack: RunningStack, email: string): Promise<string> {
  // The stack's own listener: SITE_URL may name a proxy this machine cannot reach yet. The link
  // still lands on SITE_URL, which the function knows.
  const result = await inviteTester({
    url: stack.localUrl,
    serviceRoleKey: stack.serviceRoleKey,
    email,
    inviter: OWNER_INVITER,
  });
  if (isMember(result)) throw new Error(`${email} already has an account`);
  return result.link;
}
