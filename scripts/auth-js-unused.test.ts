import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { authJsUnusedPlugin, LEFT_OUT } from './auth-js-unused.ts';

const GOTRUE_CLIENT = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@supabase/auth-js/package.json')),
  'dist/module/GoTrueClient.js',
);

/** The names GoTrueClient imports from `specifier`. */
async function importedNames(specifier: string): Promise<string[]> {
  const source = await readFile(GOTRUE_CLIENT, 'utf8');
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = source.match(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${escaped}';`));
  if (!match) throw new Error(`GoTrueClient no longer imports ${specifier}`);
  return match[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('auth-js modules left out of the build', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  const standIn = async (specifier: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hearth-auth-js-'));
    dirs.push(dir);
    const file = path.join(dir, 'stand-in.mjs');
    await writeFile(file, LEFT_OUT[specifier]!);
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  };

  it('export every name GoTrueClient imports from the real modules', async () => {
    expect(Object.keys(LEFT_OUT).sort()).toEqual(['./lib/web3/ethereum', './lib/webauthn']);
    for (const specifier of Object.keys(LEFT_OUT)) {
      const names = await importedNames(specifier);
      expect(names.length).toBeGreaterThan(0);
      const module = await standIn(specifier);
      for (const name of names) expect(module, `${specifier} exports ${name}`).toHaveProperty(name);
    }
  });

  it('fail with a clear error when used, and report no WebAuthn support', async () => {
    const webauthn = await standIn('./lib/webauthn');
    expect((webauthn.browserSupportsWebAuthn as () => boolean)()).toBe(false);
    expect(() => (webauthn.createCredential as () => void)()).toThrow(
      '@supabase/auth-js: WebAuthn (passkeys) is not part of the Hearth web app',
    );
    const api = new (webauthn.WebAuthnApi as new (client: unknown) => Record<string, () => void>)({});
    expect(() => api.enroll!()).toThrow(/WebAuthn/);
    const ethereum = await standIn('./lib/web3/ethereum');
    expect(() => (ethereum.createSiweMessage as () => void)()).toThrow(/Sign in with Ethereum/);
  });

  it('stand in only for GoTrueClient’s imports of those two modules', () => {
    const plugin = authJsUnusedPlugin();
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const id = resolveId('./lib/webauthn', GOTRUE_CLIENT);
    expect(id).toMatch(/^\0/);
    expect(load(id!)).toBe(LEFT_OUT['./lib/webauthn']);
    expect(resolveId('./lib/helpers', GOTRUE_CLIENT)).toBeNull();
    expect(resolveId('./lib/webauthn', path.join(path.dirname(GOTRUE_CLIENT), 'index.js'))).toBeNull();
    expect(load('/src/main.tsx')).toBeNull();
  });
});
