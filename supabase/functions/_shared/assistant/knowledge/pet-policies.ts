// A landlord's or association's pet rules (docs/assistant.md rule 108): a no-pets rule applied to an
// ordinary pet is lawful and answered here; an assistance animal for a disability is fair-housing law's
// (fair-housing-compliance.ts), which this article points to.
import type { KnowledgeTopic } from './topic.ts';

export const PET_POLICY_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'pet-policies',
    title: 'No-pets rules, pet deposits and pet rent',
    category: 'investing',
    keywords: [
      'no pets',
      'no-pets',
      'no pets policy',
      'no pet policy',
      'pet policy',
      'pet policies',
      'pet deposit',
      'pet fee',
      'pet rent',
      'his pet',
      'just a pet',
      'breed restrictions',
    ],
    body: `**Yes, you can say no to an ordinary pet.** Pet owners are not a protected class, so a landlord, condo board or HOA may ban pets, limit their number, size or breed, or allow them with a **pet deposit**, a **pet fee** or monthly **pet rent**, as long as the rule is written and applied the same way to everyone.

- **Check the documents first**: a condo owner renting out a unit is bound by the association's rules, and the lease should name the pet policy, the deposit and who pays for damage.
- **State and local law** may cap deposits (often the pet deposit counts toward the total security-deposit limit) and some places limit pet fees.
- **Insurance**: many landlord policies exclude certain breeds; a tenant's renters insurance with liability coverage helps.

**The exception is an assistance animal.** A service or emotional-support animal that a person with a disability needs is not a pet under the Fair Housing Act: the no-pets rule must bend as a reasonable accommodation, with no pet deposit or pet rent, and you may ask for reliable documentation of the need when it is not obvious. If the applicant says the animal is simply a pet, the ordinary policy applies.`,
    related: ['security-deposits', 'tenant-screening'],
  },
];
