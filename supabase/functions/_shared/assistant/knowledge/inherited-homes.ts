// What heirs and families ask about a home they share or may need to protect: a co-owner who will not
// sell (partition), and Medicaid's look-back when a parent's house is given away before long-term
// care. Explanations only; the figures of a buyout or a split are the estate readers' (rules 82, 105).
import type { KnowledgeTopic } from './topic.ts';

export const INHERITED_HOME_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'partition-action',
    title: 'Partition: when a co-owner or heir will not sell',
    category: 'buying-selling',
    keywords: [
      'partition',
      'partition action',
      'partition lawsuit',
      'partition sale',
      'force a sale',
      'forced sale',
      'refuses to sell',
      "won't sell",
      'will not sell',
      'refuses to buy us out',
      'buy the rest of us out',
      'sibling lives in the house',
    ],
    body: `A **partition action** is a lawsuit any co-owner (an heir, a sibling, an ex-partner on the deed) can file asking a **court** to end the co-ownership when the owners cannot agree.

- **Partition in kind**: the court divides the land itself, rare for a single house.
- **Partition by sale**: the usual result for a home. The court orders it sold (often at auction or through a referee) and splits the proceeds by ownership shares, after the sale's costs and often each side's legal fees.
- **Credits and charges**: a co-owner who paid the mortgage, taxes or insurance may be credited; one who lived there alone may be charged fair rent in some states.
- **Buyout first**: many states (those that adopted the Uniform Partition of Heirs Property Act among them) let the other owners buy the share at its appraised value before a sale is ordered.

A partition is slow and costly, and a forced sale usually brings less than a normal listing, so most families settle first: a buyout at an appraised value, a listing with an agreed price, or mediation. If the house is still in an estate, the executor may be able to sell it without a partition. Ask a real-estate or probate attorney in the state where the house is.`,
    related: ['co-ownership', 'estate-transfer-tools'],
  },
  {
    id: 'medicaid-look-back',
    title: "Medicaid's look-back and a parent's house",
    category: 'buying-selling',
    keywords: [
      'medicaid',
      'look-back',
      'lookback',
      'look back period',
      'nursing home',
      'long-term care',
      'long term care',
      'estate recovery',
      'put the house in our names',
      "put mom's house in our names",
      'transfer the house to the kids',
      'caregiver child exemption',
    ],
    body: `**Medicaid** pays for nursing-home care only when the applicant's countable assets are low, and it **looks back 60 months** (five years; California uses a shorter period) at anything given away or sold for less than its value.

- **Giving the house away** (putting it in the children's names, a quitclaim deed) within the look-back starts a **penalty period**: months of care Medicaid will not pay for, roughly the gift's value divided by the state's average monthly nursing-home cost.
- **The home itself** is often exempt while the parent (or a spouse, or a dependent child) lives there or intends to return, up to an equity limit, but the state may claim it after death through **estate recovery**.
- **Transfers that carry no penalty**: to a spouse, to a disabled child, to a **caregiver child** who lived there and gave care for two years, or to a sibling with an equity interest who lived there a year.
- **Planning tools**: an irrevocable trust set up more than five years ahead, or a life estate deed, can protect the house; a gift also gives the children the parent's low tax **basis** instead of the step-up at death.

Rules differ by state and a mistake can cost months of coverage, so talk to an **elder-law attorney** before moving the deed.`,
    related: ['estate-transfer-tools', 'deed-types', 'reverse-mortgage'],
  },
];
