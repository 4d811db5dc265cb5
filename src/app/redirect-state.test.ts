import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, rememberedPath } from './redirect-state.ts';

describe('rememberedPath', () => {
  it('returns an in-app path with its query and hash', () => {
    expect(rememberedPath({ from: '/chat?x=1#m' })).toBe('/chat?x=1#m');
  });

  it.each([
    [undefined],
    [null],
    ['/chat'],
    [{}],
    [{ from: 42 }],
    [{ from: 'https://evil.example/' }],
    [{ from: '//evil.example/' }],
    [{ from: '/\\evil.example' }],
    [{ from: 'chat' }],
    [{ from: '/login' }],
    [{ from: '/login?register=true' }],
  ])('rejects %j', (state) => {
    expect(rememberedPath(state)).toBeNull();
  });
});

describe('pathAfterSignIn', () => {
  it('goes back to the remembered page, otherwise to /chat', () => {
    expect(pathAfterSignIn({ from: '/chat?x' })).toBe('/chat?x');
    expect(pathAfterSignIn(null)).toBe('/chat');
  });
});
