// Splits a SQL script into statements so that a failing migration can name the statement that failed.
// Understands quoted strings, quoted identifiers, dollar-quoted bodies and comments.

export interface SqlStatement {
  text: string;
  /** 1-based line of the statement's first character in the script. */
  line: number;
}

export function splitSqlStatements(script: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let i = 0;
  const n = script.length;
  const push = (end: number) => {
    const raw = script.slice(start, end);
    const text = raw.trim();
    if (text && !isOnlyComments(text)) {
      const leading = raw.length - raw.trimStart().length;
      statements.push({ text, line: lineAt(script, start + leading) });
    }
  };
  while (i < n) {
    const ch = script[i];
    const next = script[i + 1];
    if (ch === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (ch === '/' && next === '*') {
      const end = script.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
    } else if (ch === "'" || ch === '"') {
      i = skipQuoted(script, i, ch);
    } else if (ch === '$') {
      const tag = /^\$[A-Za-z_0-9]*\$/.exec(script.slice(i, i + 64))?.[0];
      if (tag && !/^\$\d/.test(tag)) {
        const end = script.indexOf(tag, i + tag.length);
        i = end === -1 ? n : end + tag.length;
      } else {
        i++;
      }
    } else if (ch === ';') {
      push(i);
      i++;
      start = i;
    } else {
      i++;
    }
  }
  push(n);
  return statements;
}

function skipQuoted(script: string, from: number, quote: string): number {
  let i = from + 1;
  while (i < script.length) {
    if (script[i] === quote) {
      if (script[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return i;
}

function isOnlyComments(text: string): boolean {
  return (
    text
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim() === ''
  );
}

function lineAt(script: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (script[i] === '\n') line++;
  return line;
}
