// @supabase/auth-js' GoTrueClient imports its passkey (WebAuthn) and Sign-In-with-Ethereum helpers
// statically and builds `auth.mfa.webauthn` in its constructor, so a bundler keeps them although
// Hearth offers neither (its backend speaks neither, and nothing in src calls them): 3.1 KB of the
// chat route's gzip. In the production build GoTrueClient gets, for those two modules only, modules
// with the same exports that fail with a clear error if ever called. Everything Hearth uses of
// auth-js (sign-in, sign-up, sessions, refresh, sign-out, recovery, the admin sign-out call) is the
// real code, untouched.
//
// scripts/auth-js-unused.test.ts checks that these modules still export every name GoTrueClient
// imports from the real ones (a renamed or added import fails there, and the build, loudly).
import type { Plugin } from 'vite';

const GOTRUE_CLIENT = /[\\/]@supabase[\\/]auth-js[\\/]dist[\\/]module[\\/]GoTrueClient\.js$/;
const PREFIX = '\0hearth:auth-js-unused:';

const fail = (what: string) =>
  `const unused = () => { throw new Error('@supabase/auth-js: ${what} is not part of the Hearth web app'); };`;

/** The stand-in source of each left-out module, by the specifier GoTrueClient imports it with. */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  './lib/webauthn': `${fail('WebAuthn (passkeys)')}
export const createCredential = unused;
export const getCredential = unused;
export const deserializeCredentialCreationOptions = unused;
export const deserializeCredentialRequestOptions = unused;
export const serializeCredentialCreationResponse = unused;
export const serializeCredentialRequestResponse = unused;
export const browserSupportsWebAuthn = () => false;
export const webAuthnAbortService = { createNewAbortSignal: unused };
export class WebAuthnApi {
  constructor(client) {
    this.client = client;
    this.enroll = unused;
    this.challenge = unused;
    this.verify = unused;
    this.authenticate = unused;
    this.register = unused;
  }
}
`,
  './lib/web3/ethereum': `${fail('Sign in with Ethereum')}
export const createSiweMessage = unused;
export const fromHex = unused;
export const getAddress = unused;
export const toHex = unused;
`,
};

export function authJsUnusedPlugin(): Plugin {
  return {
    name: 'hearth:auth-js-unused',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && GOTRUE_CLIENT.test(importer) && source in LEFT_OUT) return PREFIX + source;
      return null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? LEFT_OUT[id.slice(PREFIX.length)] : null;
    },
  };
}
