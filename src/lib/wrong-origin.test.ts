import { describe, expect, it } from 'vitest';
import { wrongOriginMessage } from './wrong-origin.ts';

const SITE = 'https://beta.example.com';

describe('wrongOriginMessage', () => {
  it('a request that got no answer, from a page at another origin: "open Hearth at <SITE_URL>"', () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
    ]) {
      expect(wrongOriginMessage(new TypeError(message), 'http://localhost:3000', `${SITE}/`)).toBe(
        `This page is not Hearth's address: open Hearth at ${SITE} and sign in there.`,
      );
    }
    const authJs = Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError' });
    expect(wrongOriginMessage(authJs, 'http://localhost:3000', SITE)).toContain(`open Hearth at ${SITE}`);
  });

  it('nothing to say at the right origin, for answered errors, or without a backend', () => {
    expect(wrongOriginMessage(new TypeError('Failed to fetch'), SITE, SITE)).toBeNull();
    expect(
      wrongOriginMessage(new Error('Invalid login credentials'), 'http://localhost:3000', SITE),
    ).toBeNull();
    expect(
      wrongOriginMessage(new TypeError('Failed to fetch'), 'http://localhost:3000', undefined),
    ).toBeNull();
  });
});
