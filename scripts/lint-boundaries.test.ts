// The import boundaries of eslint.boundaries.js, run through ESLint itself with the project's config:
// each forbidden import fails the lint with its zone's reason, and the same kind of import in the
// allowed direction passes. The files named are real, so the imports resolve as in the code base.
import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
/** The first lint loads the project's config and parsers: seconds on a busy two-core machine. */
const LINT_TIMEOUT_MS = 60_000;

/** The boundary messages ESLint gives `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries (npm run lint)', () => {
  it.each([
    [
      'a feature importing the composition root',
      'src/features/chat/probe.ts',
      '../../app/router.tsx',
      'src/app is the composition root',
    ],
    [
      'a page importing the composition root',
      'src/pages/probe.ts',
      '../app/guards.tsx',
      'src/app is the composition root',
    ],
    [
      'the sync engine importing page session code',
      'src/sync/probe.ts',
      '../session/auth-session.ts',
      'the session and the client singletons are page code',
    ],
    [
      'the local database importing the sync engine',
      'src/db/probe.ts',
      '../sync/pull.ts',
      'the sync engine sits above',
    ],
    [
      'a pure helper importing the local database',
      'src/lib/probe.ts',
      '../db/app-db.ts',
      'the local database sits above',
    ],
    [
      'the server importing the browser app',
      'server/probe.ts',
      '../src/lib/errors.ts',
      'server/ imports neither src/ nor scripts/',
    ],
    [
      'the server importing a script',
      'server/http/probe.ts',
      '../../scripts/stack-target.ts',
      'server/ imports neither src/ nor scripts/',
    ],
    [
      'a function importing the server',
      'supabase/functions/_shared/probe.ts',
      '../../../server/jwt.ts',
      'only their own code and npm packages',
    ],
    [
      'a server test importing the browser app',
      'server/probe.test.ts',
      '../src/lib/errors.ts',
      'server/ imports neither src/ nor scripts/',
    ],
  ])(
    'fails %s',
    async (_name, file, specifier, reason) => {
      const errors = await boundaryErrors(
        file,
        `import * as target from '${specifier}';\nexport { target };\n`,
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(reason);
    },
    LINT_TIMEOUT_MS,
  );

  it.each([
    ['the composition root importing a page', 'src/app/probe.ts', '../pages/chat-page.tsx'],
    ['a feature importing the session', 'src/features/chat/probe.ts', '../../session/auth-context.ts'],
    ['the session importing the sync engine', 'src/session/probe.ts', '../sync/realtime-config.ts'],
    [
      'the sync engine importing shared function code',
      'src/sync/probe.ts',
      '../../supabase/functions/_shared/protocol.ts',
    ],
    [
      'the server importing shared function code',
      'server/probe.ts',
      '../supabase/functions/_shared/product.ts',
    ],
    [
      'a component test importing a feature',
      'src/components/ui/probe.test.tsx',
      '../../features/chat/chat-strings.ts',
    ],
  ])(
    'passes %s',
    async (_name, file, specifier) => {
      expect(
        await boundaryErrors(file, `import * as target from '${specifier}';\nexport { target };\n`),
      ).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe('the active conversation has one home (npm run lint)', () => {
  const storing = (file: string, specifier: string) =>
    eslint
      .lintText(
        `import { writeActiveConversationId } from '${specifier}';\nwriteActiveConversationId('c');\n`,
        {
          filePath: path.join(root, file),
        },
      )
      .then(([result]) => result!.messages.filter((m) => m.ruleId === 'no-restricted-imports'));

  it(
    'fails any module but the chat actors that stores it, and lets the chat actors store it',
    async () => {
      const fromUrlHook = await storing(
        'src/features/chat-session/use-conversation-url.ts',
        '../../db/active-conversation.ts',
      );
      expect(fromUrlHook).toHaveLength(1);
      expect(fromUrlHook[0]!.message).toContain('Only the chat actors store the active conversation');
      expect(await storing('src/sync/probe.ts', '../db/active-conversation.ts')).toHaveLength(1);
      expect(
        await storing('src/features/chat-session/chat-actors.ts', '../../db/active-conversation.ts'),
      ).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe('no import circles (npm run lint)', () => {
  /** The cycle messages ESLint gives `code` as if it were the file at `file`. */
  const cycles = (file: string, code: string) =>
    eslint
      .lintText(code, { filePath: path.join(root, file) })
      .then(([result]) => result!.messages.filter((m) => m.ruleId === 'import-x/no-cycle'));
  // message-content.ts imports safe-links.ts: safe-links.ts importing it back closes a circle.
  const importingMessageContent = `import { contentFromParts } from './message-content.ts';\nexport { contentFromParts };\n`;

  it(
    'fails an import that leads back to the importing module, and passes the same import elsewhere',
    async () => {
      const circle = await cycles('src/lib/safe-links.ts', importingMessageContent);
      expect(circle).toHaveLength(1);
      expect(circle[0]!.message).toContain('Dependency cycle');
      expect(await cycles('src/lib/probe.ts', importingMessageContent)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'passes a type-only import back (erased, it runs nothing)',
    async () => {
      const typeOnly = `import type { contentFromParts } from './message-content.ts';\nexport type T = typeof contentFromParts;\n`;
      expect(await cycles('src/lib/safe-links.ts', typeOnly)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
