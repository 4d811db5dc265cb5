import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as marked from 'marked';
import { afterAll, describe, expect, it } from 'vitest';
import { markedLexerOnly } from './marked-lexer-only.ts';

const MARKED_FILE = createRequire(import.meta.url).resolve('marked');

const SAMPLE = [
  '### Monthly cost of a $400k home',
  '',
  'With **20% down** and a loan at *6.5%*, ~~no~~ PMI. See https://example.com and <b>raw</b>.',
  '',
  '| Item | Monthly |',
  '| --- | ---: |',
  '| Principal and interest | $2,024 |',
  '',
  '- [x] rate fixed',
  '- see [the guide](https://www.consumerfinance.gov/ "CFPB") or [bad](javascript:alert(1))',
  '',
  '```ts',
  'const a = 1;',
  '```',
  '',
  '> quoted [ref][1]',
  '',
  '[1]: https://example.org',
].join('\n');

describe('markedLexerOnly', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("keeps marked's lexer working exactly as the full module's, and exports only what is kept", async () => {
    const source = await readFile(MARKED_FILE, 'utf8');
    const trimmed = markedLexerOnly(source);
    expect(trimmed.split('\n').length).toBe(source.split('\n').length + 2);
    const dir = await mkdtemp(path.join(tmpdir(), 'hearth-marked-'));
    dirs.push(dir);
    const file = path.join(dir, 'marked-lexer.mjs');
    await writeFile(file, trimmed);
    // The module names its source map beside it.
    await writeFile(path.join(dir, 'marked.esm.js.map'), await readFile(`${MARKED_FILE}.map`));
    const lexerOnly = (await import(pathToFileURL(file).href)) as typeof marked;

    expect(Object.keys(lexerOnly).sort()).toEqual(['Lexer', 'getDefaults']);
    const options = { ...lexerOnly.getDefaults(), gfm: true };
    expect(lexerOnly.Lexer.lex(SAMPLE, options)).toEqual(
      marked.Lexer.lex(SAMPLE, { ...marked.getDefaults(), gfm: true }),
    );
  });

  it('fails loudly when marked no longer has the shape it cuts by', () => {
    const instance = 'var v=new ne;function x(l,e){return v.parse(l,e)}x.use=1;';
    expect(() => markedLexerOnly(`var w=1,G=2;${instance}`)).toThrow(/export clause/);
    expect(() => markedLexerOnly(`var w=1,G=2;${instance}export{w as Lexer,G as getDefaults};`)).toThrow(
      /Marked class/,
    );
    expect(() =>
      markedLexerOnly('var w=1,G=2,ne=3;export{w as Lexer,G as getDefaults,ne as Marked};'),
    ).toThrow(/shared Marked instance/);
    expect(() => markedLexerOnly(`var w=1,ne=3;${instance}export{w as Lexer,ne as Marked};`)).toThrow(
      /getDefaults/,
    );
    expect(
      markedLexerOnly(`var w=1,G=2;${instance}export{w as Lexer,G as getDefaults,ne as Marked};`),
    ).toMatch(/^var w=1,G=2; +\nexport\{w as Lexer,G as getDefaults\};\n$/);
  });
});
