// PostgREST's query-string grammar (wire-protocol doc §3.3) parsed into a small syntax tree: the select
// list, filters (with `not.`, quantifiers and `or`/`and` logic trees), order, limit/offset, and the
// `columns` / `on_conflict` write parameters. This module only reads text; names are checked against the
// catalog and values bound as parameters later, in sql-builder.ts. Anything we do not support (resource
// embedding, aggregates) is refused here with a clear error rather than silently ignored.
import { RestError } from './rest-errors.ts';

export interface JsonPathStep {
  arrow: '->' | '->>';
  /** Numbers index arrays; strings name object keys. */
  key: string | number;
}

export interface FieldRef {
  name: string;
  path: JsonPathStep[];
}

export type SelectItem =
  { kind: 'star' } | { kind: 'field'; field: FieldRef; alias: string | null; cast: string | null };

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

const QUANTIFIABLE: ReadonlySet<FilterOperator> = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const FULL_TEXT: ReadonlySet<FilterOperator> = new Set(['fts', 'plfts', 'phfts', 'wfts']);

export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type FilterValue =
  { kind: 'scalar'; value: string } | { kind: 'list'; values: string[] } | { kind: 'is'; value: IsValue };

export interface Filter {
  kind: 'filter';
  field: FieldRef;
  negate: boolean;
  operator: FilterOperator;
  /** `eq(any).{a,b}`: compare against every element of an array value. */
  quantifier: 'any' | 'all' | null;
  /** `fts(english).word`: the text-search configuration. */
  ftsConfig: string | null;
  value: FilterValue;
}

export interface LogicTree {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  conditions: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  field: FieldRef;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** ANDed together. */
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  columns: string[] | null;
  onConflict: string[] | null;
  /** Query parameters named like the called function's arguments (rpc with GET/HEAD). */
  args: Map<string, string>;
}

export interface ParseOptions {
  /** For rpc: query keys that are function arguments rather than filters. */
  argNames?: ReadonlySet<string>;
}

export function parseQuery(params: URLSearchParams, options: ParseOptions = {}): ParsedQuery {
  const query: ParsedQuery = {
    select: [{ kind: 'star' }],
    conditions: [],
    order: [],
    limit: null,
    offset: null,
    columns: null,
    onConflict: null,
    args: new Map(),
  };
  for (const [key, value] of params) {
    if (options.argNames?.has(key)) {
      query.args.set(key, value);
      continue;
    }
    switch (key) {
      case 'select':
        query.select = parseSelect(value);
        continue;
      case 'order':
        query.order = parseOrder(value);
        continue;
      case 'limit':
        query.limit = parseCount('limit', value);
        continue;
      case 'offset':
        query.offset = parseCount('offset', value);
        continue;
      case 'columns':
        query.columns = parseNameList(value);
        continue;
      case 'on_conflict':
        query.onConflict = parseNameList(value);
        continue;
    }
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      query.conditions.push(parseLogicTree(logic[2] as 'and' | 'or', logic[1] !== undefined, value));
      continue;
    }
    const field = parseFilterKey(key);
    query.conditions.push(parseFilter(field, value));
  }
  return query;
}

// ---------------------------------------------------------------------------------------------------
// Names and JSON paths

const NAME_STOP = new Set([',', '(', ')', ':', '!', '.', '"']);

class Cursor {
  pos = 0;
  constructor(readonly text: string) {}
  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }
  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.pos);
  }
}

function parseName(cur: Cursor): string {
  if (cur.peek() === '"') {
    const end = cur.text.indexOf('"', cur.pos + 1);
    if (end < 0) throw new Error('unterminated quoted name');
    const name = cur.text.slice(cur.pos + 1, end);
    cur.pos = end + 1;
    return name;
  }
  const start = cur.pos;
  while (!cur.done && !NAME_STOP.has(cur.peek()) && !cur.startsWith('->')) cur.pos++;
  return cur.text.slice(start, cur.pos);
}

function parseField(cur: Cursor): FieldRef {
  const name = parseName(cur);
  if (!name) throw new Error('expected a column name');
  const path: JsonPathStep[] = [];
  while (cur.startsWith('->')) {
    const arrow = cur.startsWith('->>') ? '->>' : '->';
    cur.pos += arrow.length;
    const key = parseName(cur);
    if (!key) throw new Error(`expected a key after ${arrow}`);
    path.push({ arrow, key: /^-?\d+$/.test(key) ? Number(key) : key });
  }
  return { name, path };
}

/** The output name PostgREST gives a field without an alias: the last JSON key, else the column. */
export function defaultFieldName(field: FieldRef): string {
  const last = field.path.at(-1);
  return last === undefined ? field.name : String(last.key);
}

function parseFilterKey(key: string): FieldRef {
  const cur = new Cursor(key);
  let field: FieldRef;
  try {
    field = parseField(cur);
  } catch {
    throw parseError('filter', key);
  }
  if (cur.peek() === '.') throw embeddingError(field.name);
  if (!cur.done) throw parseError('filter', key);
  return field;
}

// ---------------------------------------------------------------------------------------------------
// select=alias:col->key::cast,*

export function parseSelect(raw: string): SelectItem[] {
  if (raw === '') return [];
  const cur = new Cursor(raw);
  const items: SelectItem[] = [];
  try {
    for (;;) {
      items.push(parseSelectItem(cur));
      if (cur.done) break;
      if (cur.peek() !== ',') throw new Error(`unexpected "${cur.peek()}"`);
      cur.pos++;
    }
  } catch (error) {
    if (error instanceof RestError) throw error;
    throw parseError('select parameter', raw, error);
  }
  return items;
}

function parseSelectItem(cur: Cursor): SelectItem {
  if (cur.peek() === '*') {
    cur.pos++;
    return { kind: 'star' };
  }
  if (cur.startsWith('...')) throw embeddingError(cur.text.slice(cur.pos + 3).split(/[(,!]/)[0] ?? '');
  let alias: string | null = null;
  let field = parseField(cur);
  if (cur.peek() === ':' && cur.peek(1) !== ':') {
    if (field.path.length > 0) throw new Error('an alias cannot contain ->');
    alias = field.name;
    cur.pos++;
    field = parseField(cur);
  }
  if (cur.peek() === '(' || cur.peek() === '!') throw embeddingError(field.name);
  if (cur.peek() === '.') throw new Error('aggregate functions are not supported');
  let cast: string | null = null;
  if (cur.startsWith('::')) {
    cur.pos += 2;
    const match = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?/.exec(cur.text.slice(cur.pos));
    if (!match) throw new Error('expected a type name after ::');
    cast = match[0];
    cur.pos += cast.length;
  }
  return { kind: 'field', field, alias, cast };
}

// ---------------------------------------------------------------------------------------------------
// Filters: col=[not.]op[(modifier)].value

export function parseFilter(field: FieldRef, expression: string): Filter {
  const parsed = parseOperatorExpression(expression);
  if (!parsed) throw parseError('filter', expression);
  return {
    kind: 'filter',
    field,
    ...parsed,
    value: filterValue(parsed.operator, parsed.rawValue, expression),
  };
}

interface OperatorExpression {
  negate: boolean;
  operator: FilterOperator;
  quantifier: 'any' | 'all' | null;
  ftsConfig: string | null;
  rawValue: string;
}

function parseOperatorExpression(expression: string): OperatorExpression | null {
  const match = /^(not\.)?([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(expression);
  if (!match) return null;
  const operator = match[2] as FilterOperator;
  if (!FILTER_OPERATORS.includes(operator)) return null;
  const modifier = match[3];
  let quantifier: 'any' | 'all' | null = null;
  let ftsConfig: string | null = null;
  if (modifier !== undefined) {
    if (FULL_TEXT.has(operator)) ftsConfig = modifier;
    else if (QUANTIFIABLE.has(operator) && (modifier === 'any' || modifier === 'all')) quantifier = modifier;
    else return null;
  }
  return { negate: match[1] !== undefined, operator, quantifier, ftsConfig, rawValue: match[4]! };
}

function filterValue(operator: FilterOperator, raw: string, expression: string): FilterValue {
  if (operator === 'is') {
    const value = raw.toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(value)) throw parseError('filter', expression);
    return { kind: 'is', value: value as IsValue };
  }
  if (operator === 'in') {
    const values = parseInList(raw);
    if (!values) throw parseError('filter', expression);
    return { kind: 'list', values };
  }
  if (operator === 'like' || operator === 'ilike') {
    // PostgREST accepts `*` as the wildcard because `%` is awkward in URLs.
    return { kind: 'scalar', value: raw.replace(/\*/g, '%') };
  }
  return { kind: 'scalar', value: raw };
}

/** `(a,"b,c",\"d)`: items with `,` `(` `)` arrive double-quoted; backslash escapes inside quotes. */
export function parseInList(raw: string): string[] | null {
  if (!raw.startsWith('(') || !raw.endsWith(')')) return null;
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  const values: string[] = [];
  let i = 0;
  for (;;) {
    let value = '';
    if (inner[i] === '"') {
      i++;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === '\\' && i + 1 < inner.length) i++;
        value += inner[i];
        i++;
      }
      if (inner[i] !== '"') return null;
      i++;
      if (i < inner.length && inner[i] !== ',') return null;
    } else {
      const end = inner.indexOf(',', i);
      value = inner.slice(i, end < 0 ? inner.length : end);
      i = end < 0 ? inner.length : end;
    }
    values.push(value);
    if (i >= inner.length) return values;
    i++; // the comma
  }
}

// ---------------------------------------------------------------------------------------------------
// Logic trees: or=(a.eq.1,and(b.gt.2,c.not.is.null))

export function parseLogicTree(operator: 'and' | 'or', negate: boolean, raw: string): LogicTree {
  const cur = new Cursor(raw);
  try {
    const conditions = parseConditionList(cur);
    if (!cur.done) throw new Error('trailing characters');
    return { kind: 'logic', operator, negate, conditions };
  } catch (error) {
    if (error instanceof RestError) throw error;
    throw parseError('logic tree', raw, error);
  }
}

function parseConditionList(cur: Cursor): Condition[] {
  if (cur.peek() !== '(') throw new Error('expected "("');
  cur.pos++;
  const conditions: Condition[] = [];
  for (;;) {
    conditions.push(parseCondition(cur));
    const next = cur.peek();
    cur.pos++;
    if (next === ')') return conditions;
    if (next !== ',') throw new Error('expected "," or ")"');
  }
}

function parseCondition(cur: Cursor): Condition {
  const negate = cur.startsWith('not.') && /^not\.(and|or)\(/.test(cur.text.slice(cur.pos));
  if (negate) cur.pos += 4;
  for (const operator of ['and', 'or'] as const) {
    if (cur.startsWith(`${operator}(`)) {
      cur.pos += operator.length;
      return { kind: 'logic', operator, negate, conditions: parseConditionList(cur) };
    }
  }
  const field = parseField(cur);
  if (cur.peek() !== '.') throw new Error(`expected an operator after "${field.name}"`);
  cur.pos++;
  const opStart = cur.pos;
  // The operator part ends at the dot before the value: [not.]op[(modifier)].
  const opMatch = /^(not\.)?[a-z]+(\([^)]*\))?\./.exec(cur.text.slice(cur.pos));
  if (!opMatch) throw new Error('expected an operator');
  cur.pos += opMatch[0].length;
  const value = readLogicValue(cur);
  const expression = cur.text.slice(opStart, opStart + opMatch[0].length) + value;
  return parseFilter(field, expression);
}

/** A value inside a logic tree ends at `,` or `)`, unless double-quoted or a balanced (…) / {…}. */
function readLogicValue(cur: Cursor): string {
  const first = cur.peek();
  if (first === '"') {
    let value = '';
    cur.pos++;
    while (!cur.done && cur.peek() !== '"') {
      if (cur.peek() === '\\') cur.pos++;
      value += cur.peek();
      cur.pos++;
    }
    if (cur.peek() !== '"') throw new Error('unterminated quoted value');
    cur.pos++;
    return value;
  }
  if (first === '(' || first === '{') {
    const close = first === '(' ? ')' : '}';
    const start = cur.pos;
    let depth = 0;
    let quoted = false;
    while (!cur.done) {
      const ch = cur.peek();
      if (quoted) {
        if (ch === '\\') cur.pos++;
        else if (ch === '"') quoted = false;
      } else if (ch === '"') quoted = true;
      else if (ch === first) depth++;
      else if (ch === close && --depth === 0) {
        cur.pos++;
        return cur.text.slice(start, cur.pos);
      }
      cur.pos++;
    }
    throw new Error(`unbalanced ${first}`);
  }
  const start = cur.pos;
  while (!cur.done && cur.peek() !== ',' && cur.peek() !== ')') cur.pos++;
  return cur.text.slice(start, cur.pos);
}

// ---------------------------------------------------------------------------------------------------
// order=c1.desc.nullslast,c2 · limit · offset · columns · on_conflict

export function parseOrder(raw: string): OrderTerm[] {
  if (raw === '') return [];
  return raw.split(',').map((term) => {
    const cur = new Cursor(term);
    let field: FieldRef;
    try {
      field = parseField(cur);
    } catch (error) {
      throw parseError('order', raw, error);
    }
    if (cur.peek() === '(') throw embeddingError(field.name);
    const order: OrderTerm = { field, direction: null, nulls: null };
    const rest = term.slice(cur.pos);
    if (rest !== '' && !rest.startsWith('.')) throw parseError('order', raw);
    const modifiers = rest === '' ? [] : rest.slice(1).split('.');
    for (const modifier of modifiers) {
      if ((modifier === 'asc' || modifier === 'desc') && order.direction === null) order.direction = modifier;
      else if ((modifier === 'nullsfirst' || modifier === 'nullslast') && order.nulls === null) {
        order.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      } else throw parseError('order', raw);
    }
    return order;
  });
}

function parseCount(name: 'limit' | 'offset', raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw parseError(`${name} parameter`, raw);
  return Number(raw);
}

/** `"id","name"` (what postgrest-js sends) or `id,name`. */
export function parseNameList(raw: string): string[] {
  return raw
    .split(',')
    .map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
    .filter((name) => name !== '');
}

// ---------------------------------------------------------------------------------------------------

function parseError(what: string, raw: string, cause?: unknown): RestError {
  const details = cause instanceof Error ? cause.message : null;
  return new RestError('parse_error', `failed to parse ${what} (${raw})`, { details });
}

function embeddingError(name: string): RestError {
  return new RestError(
    'embedding_unsupported',
    `Resource embedding and aggregates are not supported by this server ('${name}')`,
    { hint: 'Select columns of one table and query related tables with separate requests.' },
  );
}
