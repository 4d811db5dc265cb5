// Generates phrasing-test questions: templates in turn (so every template gets an even share), each with
// freshly drawn values, a random frame, each value typed a random way, and light typing noise. The same
// seed always gives the same questions, so a bad run can be replayed.

import { prng } from '../../../tests/support/prng.ts';
import type { Area, ExpectedFigure } from '../score.ts';
import { noise, opener, pick, type Rand } from './formats.ts';
import { TEMPLATES, type Template } from './templates.ts';

export interface GeneratedQuestion {
  /** Template id plus the question's index in the run. */
  id: string;
  area: Area;
  q: string;
  figures: ExpectedFigure[];
  template: string;
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
