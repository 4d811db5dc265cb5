// People at family transitions (docs/assistant.md rule 106): an inherited listing cut twice, a parent's
// rent and a duplex's payment, a drive to a parent's new place, the lesser of two payoffs. One list of
// their readers, so quick-math.ts names them in one place; each reader lives in its own module.
import type { Reader } from './quick-math-reading.ts';
import { lesserOf } from './lesser-of-math.ts';
import { rentsAgainstPayment } from './rents-against-payment-math.ts';
import { successiveChanges } from './successive-changes-math.ts';

export const FAMILY_READERS: readonly Reader[] = [successiveChanges, lesserOf, rentsAgainstPayment];
