// Generates phrasing-test questions: templates in turn (so every template gets an even share), each with
// freshly drawn values, a random frame, each value typed a random way, and light typing noise. The same
// seed always gives the same questions, so a bad run can be replayed.

import { prng } from '../../../tests/support/prng.ts';
import type { Area, ExpectedFigure } from '../score.ts';
import { followUpFrame, join, type Clause, type FollowUpTemplate } from './follow-up-kit.ts';
import { chance, noise, opener, pick, type Rand } from './formats.ts';
import { FOLLOW_UPS } from './templates-follow-ups.ts';
import { TEMPLATES, type Template } from './templates.ts';

export interface GeneratedQuestion {
  /** Template id plus the question's index in the run. */
  id: string;
  area: Area;
  q: string;
  figures: ExpectedFigure[];
  template: string;
  /** A follow-up: the message asked first (and answered) in the same conversation, and its figures. */
  base?: string;
  baseFigures?: ExpectedFigure[];
  /** A follow-up's kind of change ("rate moved", "down set (%) + rate moved"). */
  change?: string;
}

/** Puts the rendered slots into a frame; a missing slot is an authoring error, so it throws. */
function fill(frame: string, slots: Record<string, string>): string {
  return frame.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`frame slot {${name}} has no value: ${frame}`);
    return value;
  });
}

/** One question from one template. */
export function generateOne(template: Template, rand: Rand, index: number): GeneratedQuestion {
  const values = template.draw(rand);
  const slots = { hi: opener(rand), ...template.slots(values, rand) };
  const q = noise(rand, fill(pick(rand, template.frames), slots));
  return {
    id: `${template.id}#${index}`,
    area: template.area,
    q,
    figures: template.expect(values),
    template: template.id,
  };
}

export function generatePhrasings(
  count: number,
  seed: number,
  templates: readonly Template[] = TEMPLATES,
): GeneratedQuestion[] {
  const rand = prng(seed);
  return Array.from({ length: count }, (_, i) => generateOne(templates[i % templates.length]!, rand, i));
}

/** How many attempts to find a change that fits the drawn values before drawing new ones. */
const TRIES = 20;

/**
 * One conversation from one follow-up template: a base message stating every input, then one change (or,
 * a third of the time, two changes to different inputs in one message), with the figures recomputed from
 * the changed inputs.
 */
export function generateFollowUp(template: FollowUpTemplate, rand: Rand, index: number): GeneratedQuestion {
  for (;;) {
    const values = template.base.draw(rand);
    const slots = { hi: opener(rand), ...template.base.slots(values, rand) };
    const base = noise(rand, fill(pick(rand, template.base.frames), slots));
    const first = tryChange(template, values, rand, () => true);
    if (!first) continue;
    const kinds = [first.change.kind];
    const clauses: Clause[] = [first];
    let changed = first.v;
    if (chance(rand, 1 / 3)) {
      const fields = [first.change.field, ...(first.change.conflicts ?? [])];
      const second = tryChange(
        template,
        changed,
        rand,
        (c) => !fields.includes(c.field) && !(c.conflicts ?? []).includes(first.change.field),
      );
      if (second) {
        kinds.push(second.change.kind);
        clauses.push(second);
        changed = second.v;
      }
    }
    const said = clauses.length === 2 ? join(rand, clauses[0]!.text, clauses[1]!.text) : clauses[0]!.text;
    const q = noise(rand, fill(followUpFrame(rand, clauses), { c: said }));
    return {
      id: `${template.id}#${index}`,
      area: template.area,
      q,
      figures: template.base.expect(changed),
      template: template.id,
      base,
      baseFigures: template.base.expect(values),
      change: kinds.join(' + '),
    };
  }
}

function tryChange(
  template: FollowUpTemplate,
  values: object,
  rand: Rand,
  allowed: (c: FollowUpTemplate['changes'][number]) => boolean,
) {
  const candidates = template.changes.filter(allowed);
  if (candidates.length === 0) return undefined;
  for (let i = 0; i < TRIES; i++) {
    const change = pick(rand, candidates);
    const applied = change.apply(values, rand);
    if (applied && (template.valid?.(applied.v) ?? true)) return { ...applied, change };
  }
  return undefined;
}

/**
 * Follow-up conversations, from a stream of their own (the seed mixed), so the single-message questions
 * of a seed stay exactly what they were before follow-ups existed.
 */
export function generateFollowUps(
  count: number,
  seed: number,
  templates: readonly FollowUpTemplate[] = FOLLOW_UPS,
): GeneratedQuestion[] {
  const rand = prng((Math.imul(seed, 0x9e3779b1) ^ 0x5f0f0f0f) >>> 0);
  return Array.from({ length: count }, (_, i) => generateFollowUp(templates[i % templates.length]!, rand, i));
}
