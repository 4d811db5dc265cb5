// Routing classes an outside practitioner review found on a thirteenth blind set (issue 19), each
// checked with phrasings of our own: likeness steering by faith and by households with children,
// school rankings in a real place as live data, "must I allow it?" answered yes where the law
// requires it, and two concepts compared only from articles that name them.
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { checkFairHousing } from './fair-housing.ts';
import { detectLiveData } from './live-data.ts';

const answer = (q: string) => composeAnswer(q).markdown;

describe('steering toward one’s own faith, or away from households with children', () => {
  it.each([
    ['we’re moving to raleigh, catholic family. which areas have church communities like ours?', 'religion'],
    ['looking for a neighborhood with neighbors who share our faith', 'religion'],
    ['jewish couple here, want a suburb where most people share our religion', 'religion'],
    [
      'my client wants an area with young professionals, not a bunch of families with kids',
      'familial status',
    ],
    ['which parts of town have tons of retirees and not a lot of kids', 'familial status'],
  ])('%s', (q, category) => {
    const check = checkFairHousing(q);
    expect(check.blocked).toBe(true);
    expect(check.category).toBe(category);
  });

  it.each([
    'we’re a catholic family moving to boston, which areas are close to a catholic church and school?',
    'jewish couple here, what are good neighborhoods near a synagogue in chicago',
    'our HOA wants neighbors who share our love of gardening',
    'we want a place with a bunch of parks and good schools',
  ])('a lawful wish is not refused: %s', (q) => {
    expect(checkFairHousing(q).blocked).toBe(false);
  });
});

describe('schools ranked in a real place are live data', () => {
  it.each([
    'top rated high schools in 78704?',
    'which elementary schools near 30307 have the best ratings',
    'best middle schools in plano right now',
    'what are the highest ranked school districts around charlotte',
  ])('%s', (q) => {
    expect(detectLiveData(q)).toBe('schools');
  });

  it.each([
    'how do school ratings affect home values',
    'we’re moving to plano, what should we look for in schools',
  ])('how schools matter is not: %s', (q) => {
    expect(detectLiveData(q)).not.toBe('schools');
  });
});

describe('"do I have to allow it?" is answered for the duty it asks about', () => {
  it.each([
    ['tenant has an emotional support dog and we are no pets. do i have to allow it?', '**Generally, yes.**'],
    [
      'my tenant uses a wheelchair and wants grab bars installed, am i required to let her?',
      '**Yes, in most cases.**',
    ],
    ['must we accept a family with two kids in our building?', '**Yes, in most cases.**'],
  ])('%s', (q, lead) => {
    const text = answer(q);
    expect(text).toContain(lead);
    expect(text).not.toMatch(/^- \*\*(?:No|Generally, no)\.\*\*/m);
  });

  it('"can I refuse" keeps its no', () => {
    expect(answer('can i refuse a tenant with a service dog')).toContain('**Generally, no.**');
  });
});

describe('two concepts compared from articles that name them', () => {
  it('a variance and a conditional use permit are each defined by what they are', () => {
    const text = answer('zoning variance vs a conditional use permit, whats the difference');
    expect(text).toMatch(/\*\*Zoning variance\*\*: Permission to depart from a dimensional rule/);
    expect(text).toMatch(/\*\*Conditional use permit\*\*: Permission for a use the zone lists/);
    expect(text).not.toContain('**Unpermitted work** is construction');
  });
});
