// Covert discrimination (issue 19, docs/assistant.md rule 76): asking for a pretext to turn someone
// down for a protected trait ("help me word a reason to deny him", "a polite excuse to turn down a
// tenant with a service dog", "say no to a pregnant applicant without it looking like that's why"), or
// a way to favour one class unnoticed ("push female applicants to the front of the line without it
// being obvious", "quietly favour Christian tenants"). Asking HOW to do it, hidden, is refused naming
// the class, however politely it is put; asking WHETHER it is allowed ("is it legal to prefer women?")
// carries no such words and stays a compliance question.

import { classesIn, SELF_DESCRIPTION, type ProtectedClass } from './fair-housing-classes.ts';

/** A cover story for a decision: "a reason to deny", "an excuse to turn down", "grounds to reject". */
const PRETEXT =
  /\b(?:reasons?|excuses?|pretexts?|justifications?|grounds|cover(?: story)?|story|explanation|rationale|legit(?:imate)? reason|way to word|wording)\b(?: [\w']+){0,4}? (?:to|for|i can use to|we can use to|that lets me) (?:deny|denying|reject|rejecting|turn(?:ing)? (?:\w+ )?down|refuse|refusing|decline|declining|say(?:ing)? no|evict|evicting|not (?:rent|renew|lease|sell)|get rid of|disqualify|pass on|pass over|non-?renew)\b/;

/** Hiding the real reason: "without it looking like that's why", "so it doesn't look discriminatory", "quietly". */
const HIDDEN =
  /\bwithout (?:it |that |this |them |anyone |him |her )?(?:look|looking|seem|seeming|sound|sounding|be|being|appear|appearing|come across|coming across|know|knowing|notic\w+|realiz\w+|catch\w*|find\w* out)\b|\bso (?:that )?(?:it|this|that|they|he|she|nobody|no one)(?: \w+)? (?:doesn't|does not|don't|won't|wouldn't|can't|cannot|isn't|never) (?:look|seem|sound|appear|come across|know|notice|realiz\w+|tell|prove|trace)\b|\b(?:quietly|secretly|discreetly|covertly|subtly|sneakily|under the radar|on the sly|on the down ?low|behind the scenes|off the record|unofficially)\b|\b(?:not|isn't|without being) (?:too |so |that )?obvious\b|\bwithout (?:getting (?:in(?:to)?|caught)|breaking|violating|triggering)\b|\b(?:get|getting) around (?:the )?(?:fair housing|fha|law|rules)\b|\bloophole\b/;

/**
 * Telling someone a home is not available when it is, or sending them elsewhere ("just tell them it's
 * already rented and point them somewhere else", "say the unit's taken", "pretend we're full"): a false
 * statement of availability, itself unlawful when it is because of who they are.
 */
const FALSE_UNAVAILABLE =
  /\b(?:tell|telling|say|saying|let (?:them|him|her) know|pretend|pretending|act like|claim|claiming)\b(?: [\w']+){0,9}? (?:it'?s|it is|it was|the (?:unit|apartment|place|house|home|room|space)(?: is| was|'s)|we'?re|we are|we have|there'?s|there is)(?: already| just| all)? (?:rented|taken|leased|gone|sold|spoken for|unavailable|not available|off the market|under contract|full|no (?:vacanc(?:y|ies)|openings|units)|a wait(?:ing)? ?list)\b|\b(?:point|send|steer|refer|direct)(?:ing)? (?:them|him|her) (?:somewhere else|elsewhere|to (?:another|a different|some other) (?:building|place|property|landlord|complex))\b/;

/** Putting one group ahead: "push to the front of the line", "move them up the list", "favour", "rather rent to". */
const FAVOURS =
  /\b(?:push|move|bump|put|get|slide|fast[- ]track)\b(?: [\w']+){0,4}? (?:to the (?:front|top|head)|ahead|up (?:the|my) (?:list|line|queue)|first in line)\b|\bfavou?r\w*\b|\bprefer\w*\b|\brather (?:rent|sell|lease|have|go with|pick|choose)\b|\bpriorit\w+\b|\b(?:pick|choose|select|only take)\b/;

/** Turning someone down: the decision a pretext covers. */
const TURNS_DOWN =
  /\b(?:deny|denying|reject|rejecting|turn(?:ing)? (?:\w+ )?(?:down|away)|refuse|refusing|decline|declining|say(?:ing)? no|evict|evicting|not (?:rent|renew|lease|sell)|get rid of|disqualify|pass on|pass over|non-?renew)\b/;

/** Someone being chosen among: applicants, tenants, buyers, or "him"/"her" after one is described. */
const SOMEONE_CHOSEN =
  /\b(?:applicants?|tenants?|renters?|buyers?|prospects?|lessees?|occupants?|roommates?|offers?|him|her|them|famil(?:y|ies)|households?|couples?|women|men|woman|man|guy|people|folks|someone|anyone|he|she|they)\b/;

/**
 * The classes a request for a pretext or a hidden preference is about; empty when it names none ("a
 * reason to deny an applicant with a 520 credit score", "how do I quietly evict a tenant who stopped
 * paying") or asks no such thing.
 */
export function pretextClasses(text: string): ProtectedClass[] {
  if (!SOMEONE_CHOSEN.test(text)) return [];
  const covers =
    PRETEXT.test(text) ||
    FALSE_UNAVAILABLE.test(text) ||
    (HIDDEN.test(text) && (TURNS_DOWN.test(text) || FAVOURS.test(text)));
  if (!covers) return [];
  return classesIn(text.replace(SELF_DESCRIPTION, ' '));
}
