// Compliance questions (outside review and practitioner, class 2): answered, not refused, for the class
// they ask about and the asker's situation (agent, landlord, owner-occupant, seller, lender), and
// follow-ups that name another class stay in the compliance thread.
import { describe, expect, it } from 'vitest';
import type { HistoryTurn } from '../protocol.ts';
import { composeAnswer } from './compose-answer.ts';
import { checkFairHousing } from './fair-housing.ts';

const REFUSAL = "I can't help with that part";
const heading = (category: string) => `### What fair-housing law allows (${category})`;

/** Asks each message in turn in one conversation; returns the last answer. */
function converse(...messages: string[]): string {
  const history: HistoryTurn[] = [];
  let markdown = '';
  for (const text of messages) {
    markdown = composeAnswer(text, history).markdown;
    history.push({ role: 'user', text }, { role: 'assistant', text: markdown });
  }
  return markdown;
}

describe('compliance questions get the compliance answer for their class', () => {
  it.each([
    [
      'Can a landlord with a no-pets policy turn down a tenant who has an emotional support animal?',
      'disability',
    ],
    [
      'my tenant just asked to keep a therapy dog, can I say no since we are a no pets building',
      'disability',
    ],
    ['As an agent, may I tell buyers about the religious makeup of a neighbourhood if they ask?', 'religion'],
    ['can I ask an applicant where they are originally from?', 'national origin'],
    ['Is it discrimination to refuse a tenant because she is pregnant?', 'familial status'],
    ['can I limit occupancy to 2 people in a studio', 'familial status'],
    ['how do I handle a tenant who asked me to install grab bars in the bathroom', 'disability'],
    ['is it legal for my HOA to ban Section 8 tenants? we are in New Jersey', 'source of income'],
    ['can I refuse to rent to someone because of their sexual orientation', 'sex'],
    ['Am I allowed to only rent to people over 40?', 'age'],
  ])('%s → %s', (question, category) => {
    const check = checkFairHousing(question);
    expect(check).toMatchObject({ blocked: true, compliance: true, category });
    const { markdown } = composeAnswer(question);
    expect(markdown).toContain(heading(category));
    expect(markdown).not.toContain(REFUSAL);
  });

  it('an assistance animal: not a pet, reasonable accommodation, limited exceptions, HUD documentation guidance', () => {
    const { markdown } = composeAnswer(
      'Can a landlord with a no-pets policy turn down a tenant who has an emotional support animal?',
    );
    expect(markdown).toMatch(/not a pet/);
    expect(markdown).toMatch(/reasonable accommodation/);
    expect(markdown).toMatch(/direct threat/);
    expect(markdown).toMatch(/documentation/);
    expect(markdown).toMatch(/FHEO-2020-01/);
  });

  it('an agent asked about the religious makeup of an area: religion, and how to answer without steering', () => {
    const { markdown } = composeAnswer(
      'As an agent, may I tell buyers about the religious makeup of a neighbourhood if they ask?',
    );
    expect(markdown).not.toContain('(race or color)');
    expect(markdown).toMatch(/religious makeup/);
    expect(markdown).toMatch(/Standard of Practice 10-1/);
    expect(markdown).toMatch(/census data/);
  });

  it("an agent whose client asks for areas by who lives there gets the agent's answer, not a refusal", () => {
    const { markdown } = composeAnswer(
      'my buyer asked me which neighborhoods have a lot of Asian families, how should I respond as their agent?',
    );
    expect(markdown).toContain(heading('race or color'));
    expect(markdown).toMatch(/Don’t characterise a neighbourhood by who lives there/);
  });

  it('"what counts as steering?" from an agent is explained, for agents', () => {
    for (const q of [
      'As an agent, what counts as steering?',
      'is it steering if I only show my Asian clients homes in Asian neighborhoods?',
    ]) {
      const { markdown } = composeAnswer(q);
      expect(markdown, q).not.toContain(REFUSAL);
      expect(markdown, q).toMatch(/\*\*Steering\*\* is guiding buyers or renters/);
      expect(markdown, q).toMatch(/show every listing that meets them/);
    }
  });
});

describe('the small-landlord ("Mrs. Murphy") exemption and its limits', () => {
  it.each([
    'I live in one side of my duplex and rent the other. Can I refuse to rent to families with children?',
    'we own a fourplex and live in one unit, can we turn away applicants who use wheelchairs?',
    'owner-occupied triplex here, am I allowed to say no to a family with a toddler?',
  ])('%s', (question) => {
    const { markdown } = composeAnswer(question);
    expect(markdown).not.toMatch(/^- \*\*No\.\*\*/m);
    expect(markdown).toMatch(/Mrs\. Murphy/);
    expect(markdown).toMatch(/never covers advertising/);
    expect(markdown).toMatch(/State and local law is often stricter/);
  });

  it('"what about race?" after it: race, with § 1982 and no exemption', () => {
    const markdown = converse(
      'I live in one side of my duplex and rent the other. Can I refuse to rent to families with children?',
      'what about race?',
    );
    expect(markdown).toContain(heading('race or color'));
    expect(markdown).toMatch(/§ 1982/);
    expect(markdown).toMatch(/not even in a building you live in/);
  });

  it('each follow-up naming a class stays in the thread and in its situation', () => {
    const religion = converse(
      'I live in one side of my duplex and rent the other. Can I refuse to rent to families with children?',
      'what about race?',
      'and religion?',
    );
    expect(religion).toContain(heading('religion'));
    expect(religion).toMatch(/Mrs\. Murphy/);
    const disability = converse(
      'As an agent, may I tell buyers about the religious makeup of a neighbourhood?',
      'same for disability?',
    );
    expect(disability).toContain(heading('disability'));
    expect(disability).toMatch(/Don’t characterise a neighbourhood/);
  });

  it('a landlord who does not say they live there is told the exemption exists and what it never covers', () => {
    const { markdown } = composeAnswer('Can a landlord refuse to rent to families with children?');
    expect(markdown).toMatch(/^- \*\*No\.\*\*/m);
    expect(markdown).toMatch(/"Mrs\. Murphy" exemption\), but never from its advertising rule/);
  });

  it('a room in the home one lives in: a roommate may be chosen by sex', () => {
    const { markdown } = composeAnswer(
      'renting out a room in the house i live in, can my ad say female roommate only?',
    );
    expect(markdown).toContain(heading('sex'));
    expect(markdown).toMatch(/For a roommate who shares your own living space, yes/);
  });
});

describe('the answer fits who is asking', () => {
  it('a lender: § 3605, ECOA and HMDA', () => {
    const check = checkFairHousing("Can a lender charge me a higher rate because I'm on maternity leave?");
    expect(check).toMatchObject({
      compliance: true,
      category: 'familial status',
      situation: { asker: 'lender' },
    });
    const { markdown } = composeAnswer(
      "Can a lender charge me a higher rate because I'm on maternity leave?",
    );
    expect(markdown).toMatch(/§ 3605/);
    expect(markdown).toMatch(/Equal Credit Opportunity Act/);
    expect(markdown).toMatch(/return-to-work date/);
  });

  it('a seller choosing among offers', () => {
    const { markdown } = composeAnswer(
      'can I refuse to sell my house to a family with kids? selling it myself without an agent',
    );
    expect(markdown).toContain(heading('familial status'));
    expect(markdown).toMatch(/choose among offers by price, terms/);
    expect(markdown).toMatch(/§ 3603\(b\)\(1\)/);
  });

  it("an agent with a client's instruction has no exemption", () => {
    const { markdown } = composeAnswer(
      'Is my seller allowed to reject an offer because the buyers are Muslim?',
    );
    expect(markdown).toContain(heading('religion'));
    expect(markdown).toMatch(/As an agent you may not act on a client’s instruction/);
  });

  it('the exemptions asked about as such', () => {
    const { markdown } = composeAnswer('does the mrs murphy exemption apply to advertising?');
    expect(markdown).toContain(heading('exemptions'));
    expect(markdown).toMatch(/None covers advertising/);
  });
});
