// Questions the built-in assistant cannot answer well, said plainly instead of answered with the
// article that shares the most words (issue 19, class 5): the user's own records ("what was my last
// mortgage payment"), documents it has not seen ("is clause 14 of my lease enforceable", "the rent
// roll I sent"). The answer says what is out of reach, what to do instead, and what it can do; when a
// topic explains the subject ("inspection contingency"), that explanation follows.
import { normalizeText } from './parse-numbers.ts';

export type OutOfReach = 'records' | 'document' | 'messages';

/** The user's own history or accounts: "my last payment", "what did I pay for my house". */
const RECORDS =
  /\b(?:what|how much|when)(?:'s|s| was| were| is| are| did)\s+(?:the\s+)?(?:my|our)\s+(?:(?:last|latest|previous|current|next|first|old|original|mortgage|loan|monthly|rent|tax|escrow|insurance)\s+)*(?:payments?|balance|statement|bill|rate|payoff|account|closing costs?|down payment|credit score)\b(?!\s+(?:change|changes|go|goes|work|works|calculated|mean|affect))|\b(?:what|how much|when)(?:'s|s| was| is| are)\s+(?:the\s+)?(?:current\s+|remaining\s+|outstanding\s+|exact\s+)?(?:balance|payoff(?: amount)?|payment|due date|escrow balance)\s+(?:on|of|for|in)\s+(?:my|our)\b|\bhow much (?:do|did) (?:i|we) (?:still )?owe on (?:my|our)\b|\bwhat did (?:i|we) (?:pay|buy|sell)\b|\bwhen did (?:i|we) (?:buy|close|refinance|sell)\b|\b(?:remind me|look up|pull up) (?:of |on )?(?:my|our)\b|(?<!\bhow (?:do|can|should|would|to) (?:i |we )?)\b(?:pull|run|check|get|access|fetch|retrieve|find|see|look (?:at|through|over)|go (?:through|over)|review|read|analy[sz]e|comb through|dig through)\s+(?:up\s+)?(?:my|our)\s+(?:[a-z']+\s+)?(?:credit(?: report| score| history| file)?|fico(?: score)?|bank (?:account|statements?)|(?:loan|mortgage) (?:file|status|application|account)|application status|payment history|tax returns?|books|bookkeeping|quickbooks|ledgers?|receipts|sales records|deposits)\b|\btell me (?:my|our) (?:credit |fico )?score\b/;

/**
 * Asked to look up the user's own account, often at a named company: "look up what I still owe on my
 * Rocket Mortgage loan, number ends 4471", "check my Chase escrow balance", "pull my Wells Fargo
 * statement". Asking how to do it ("how do I check my credit score") or about changing it ("get my
 * credit score up") is not this.
 */
const LOOK_UP_MINE =
  /(?<!\b(?:how (?:do|can|should|would|to)|where (?:do|can|should)|should|can|could) (?:i |we )?)\b(?:look up|pull up|pull|check|get|find|fetch|retrieve|access|show me|tell me|bring up|open)\s+(?:what\s+(?:i|we)\s+(?:still\s+)?owe\b|(?:my|our)\s+(?:[\w&'.-]+\s+){0,3}(?:loan|mortgage|heloc|escrow|account|balance|payoff|statement|credit|fico|score|payment history|bills?|records?|file|application|servicer)\b(?!(?:\s+\w+)?\s+(?:up|higher|down|lower|improv\w*|rais\w*|fix\w*|remov\w*|approv\w*|refinanc\w*|paid off|forgiven|modified|works?|calculat\w*)))/;

/**
 * Messages Hearth cannot see: "what my loan officer emailed me", "check my inbox", "did my agent text
 * back", "what did the lender say on the phone".
 */
const MESSAGES =
  /\b(?:check|read|look at|see|find|open|summari[sz]e)\s+(?:what\s+)?(?:my|our)\s+(?:[a-z]+\s+){0,2}(?:emailed|texted|messaged|sent|wrote|said|told)\b|\b(?:check|read|look at|look in|see|open|go through|summari[sz]e)\s+(?:my|our)\s+(?:e-?mails?|inbox|messages|texts|voicemails?|dms|mail)\b|\bwhat\s+(?:did\s+)?(?:my|our|the)\s+(?:[a-z]+\s+){0,2}(?:agent|realtor|broker|lender|loan officer|landlord|seller|buyer|attorney|lawyer|inspector|appraiser|property manager)\s+(?:emailed|texted|messaged|sent|wrote|said|told|say|send|write|tell)\b|\b(?:did|has)\s+(?:my|our|the)\s+(?:[a-z]+\s+){0,2}(?:agent|realtor|broker|lender|loan officer|landlord|seller|buyer|attorney|lawyer)\s+(?:e-?mail|text|call|message|write|get back|respond|reply)(?:ed)?\b/;

/** The things people receive messages in. */
const MESSAGE_NOUN =
  '(?:e-?mails?|inbox|(?:text |voice |direct )?messages?|texts?|voicemails?|vms?|dms?|mail|whatsapps?|sms|chats?|threads?)';
/**
 * Asked to read a message someone sent the user, however it is owned: "check the email from my lender
 * and tell me why I was denied", "read my agent's text about the counteroffer", "go through my inbox",
 * "what does the email from the title company say". The user asking themselves ("should I check my
 * email") and a message quoted in the question ("the email says: …") are not this.
 */
const READ_MESSAGE = new RegExp(
  `(?<!\\b(?:should|do|did|can|could|will|must|need to|have to|going to|gonna|how (?:do|can|should|would|to)) (?:i |we )?)\\b(?:check|read|look (?:at|in|through|over)|see|open|go (?:through|over)|summari[sz]e|review|scan|pull up|find|tell me what(?:'s| is)? in)\\s+(?:the|my|our|that|this|these|those|his|her|their)\\s+(?:[a-z']+\\s+){0,3}${MESSAGE_NOUN}\\b|\\bwhat (?:does|did|do) (?:the|my|our|that|this) (?:[a-z']+\\s+){0,3}${MESSAGE_NOUN}\\b(?:\\s+[a-z']+){0,5}?\\s+(?:say|says|said|mean|want|ask)\\b`,
);

/** A document the user refers to but Hearth has not seen, with a request to judge or read it. */
const DOCUMENT =
  /\b(?:my|our|the|this|that)\s+(?:[a-z-]+\s+){0,2}(?:lease|contract|purchase agreement|agreement|rent roll|inspection report|appraisal report|disclosures?|clause|addendum|document|file|pdf|attachment|spreadsheet|report|offer letter|term sheet|loi|letter of intent|hoa docs|bylaws|title report|closing disclosure|loan estimate)\b/;

/** Papers of a deal, as people name them: letters, reports, statements, estimates, pictures. */
const PAPER =
  '(?:(?:pre-?approval|preapproval|approval|commitment|pre-?qual(?:ification)?|prequal(?:ification)?|offer|denial|payoff|award|engagement)\\s+letter|letter|pre-?approval|preapproval|lease|contract|purchase agreement|agreement|rent roll|appraisal(?: report)?|inspection(?: report)?|home inspection|survey|title (?:commitment|report|search)|closing disclosure|settlement statement|hud-?1|loan estimate|disclosures?|addendum|clause|statements?|tax bill|hoa (?:docs|documents|budget|financials|minutes)|reserve study|resale (?:certificate|package)|estoppel(?: certificate)?|t-?12|p&l|profit and loss|pro ?forma|offering memorandum|listing (?:sheet|agreement)|mls (?:sheet|listing)|cma|bid|quote|invoice|estimate|deed|docs|documents?|paperwork|file|pdf|spreadsheet|screenshots?|photos?|pictures?|images?|report|term sheet|loi|letter of intent)';
/**
 * The user says they shared it: "the pre-approval letter I uploaded", "the attached inspection", "I
 * uploaded my 12 months of bank statements" (a span of them, rule 108).
 */
const SHARED = new RegExp(
  `\\b${PAPER}\\b[^.?!]{0,40}\\b(?:(?:i|we)(?: just| already)?(?: have)? (?:uploaded|attached|sent(?: you| over)?|e-?mailed(?: you| over)?|shared|forwarded|posted|gave you|included|linked|dropped)|(?:that )?(?:was |is )?(?:uploaded|attached|enclosed)(?: here| above| below)?)\\b|\\b(?:attached|uploaded|enclosed)\\s+(?:[a-z'’-]+\\s+){0,2}${PAPER}\\b|\\b(?:i|we)(?: just| already)?(?: have)? (?:uploaded|attached|sent you|shared|forwarded|posted)\\s+(?:my|our|the|a|an)\\s+(?:[a-z'’-]+\\s+){0,2}${PAPER}\\b|\\b(?:i|we)(?: just| already)?(?: have)? (?:uploaded|attached|shared|posted)\\s+(?:my|our|the)\\s+\\d{1,2} (?:months?|years?) (?:of|worth of) (?:[a-z'’-]+\\s+){0,2}${PAPER}\\b`,
);
/** Asking what one's own paper says: "what does my appraisal say", "what's on my closing disclosure". */
const READ_MINE = new RegExp(
  `\\b(?:my|our)\\s+(?:[a-z'’-]+\\s+){0,2}${PAPER}\\b[^.?!]{0,30}\\b(?:say|says|said|show|shows|showed|state|states|list|lists|find|found|mention|mentions|note|notes|come back with|recommend|recommends|recommended)\\b|\\b(?:what|how much|how many|which|when)\\b[^.?!]{0,50}\\b(?:on|in|from)\\s+(?:my|our)\\s+(?:[a-z'’-]+\\s+){0,2}${PAPER}\\b|\\b(?:according to|based on|going by|per)\\s+(?:my|our)\\s+(?:[a-z'’-]+\\s+){0,2}${PAPER}\\b`,
);
/**
 * Asked to look at or go over the user's own paper: "can you look at my last mortgage statement and
 * tell me why my escrow went up", "review our closing disclosure". Asking how to do it oneself, or
 * whether one should, is not this.
 */
const LOOK_AT_MINE = new RegExp(
  `(?<!\\b(?:how (?:do|can|should|would|to)|where (?:do|can|should)|should|can|could|do|did|will) (?:i |we )?)\\b(?:look (?:at|over|through)|go (?:over|through)|review|read|check|open|see|analy[sz]e|pull up|scan|audit)\\s+(?:my|our)\\s+(?:[a-z'’-]+\\s+){0,3}${PAPER}\\b`,
);
/** "…my appraisal came in low, what are my options": what happened, not a request to read it. */
const ASKS_READ =
  /^(?:what|whats|what's|how|which|when|where|does|did|do|is|are|can|could|would|will|tell|show|summari[sz]e|read|check|look|go)\b|\b(?:say|says|show|shows|find|found|mention|list)\b\W*$/;
// "the demographic report (we got) says about 84,000 people…": a figure the user read off a paper and
// typed in is theirs to compute with, not a request to read the paper (rule 79), so "says about" and
// "we got" before a quoted figure are no reading.
const JUDGE_OR_READ =
  /\b(?:i sent|i attached|attached|i uploaded|uploaded|i pasted|below|written (?:correctly|right|properly)|enforceable|legal(?:ly binding)?|valid|binding|look (?:at|over)|review|read (?:through|over|it)|check (?:it|this|my|the)|is it (?:fair|standard|normal|ok|okay)|pull up|tell me (?:if|whether)|says? (?:about|regarding)(?!\s+\$?\d)|looks? (?:normal|right|ok|okay|fair|high|reasonable|standard)|(?:i|we) (?:got|received)(?!(?:\s+[a-z]+){0,3}\s+(?:says?|shows?|lists?|puts? it at|estimates?)\s+(?:that\s+|there (?:are|is)\s+|about\s+|around\s+|roughly\s+|nearly\s+)*\$?\d)|(?:e-?mailed|sent|gave|handed|forwarded) (?:me|us))\b/;

/** Reading or judging this very paper, beyond having received it. */
const READS_OR_JUDGES_THIS =
  /\b(?:attached|uploaded|pasted|below|written (?:correctly|right|properly)|enforceable|legal(?:ly binding)?|valid|binding|look (?:at|over)|review|read (?:through|over|it)|check (?:it|this|my|the)|is it (?:fair|standard|normal|ok|okay)|pull up|tell me (?:if|whether)|says?|said|looks? (?:normal|right|ok|okay|fair|high|reasonable|standard)|clause|section|paragraph)\b/;

/** People who send the user messages: who sent it is not what it is about. */
const SENDER =
  /\b(?:(?:my|our|the|their|his|her)\s+)?(?:[a-z']+\s+)?(?:agent|realtor|broker|lender|bank|loan officer|lo|mortgage broker|underwriter|processor|landlord|property manager|seller|buyer|attorney|lawyer|inspector|appraiser|title company|escrow officer|escrow company|servicer)(?:'s)?\b/g;

/**
 * What a message the user cannot show is about, for the explanation that may follow the answer
 * ("read my agent's text about the counteroffer" → "the counteroffer"; "…tell me why I was denied" →
 * "why I was denied"): the words after "about", "regarding" or "tell me why/what/if", without the
 * senders. Null when the message names no subject: then no article is added.
 */
export function messageSubject(input: string): string | null {
  const text = normalizeText(input);
  const m = /\b(?:about|regarding|concerning|re|on why|tell me (?:why|what|if|whether|how))\b(.*)$/.exec(
    text,
  );
  const subject = m?.[1]?.replace(SENDER, ' ').replace(/\s+/g, ' ').trim();
  return subject && /[a-z]{4,}/.test(subject) ? subject : null;
}

export function outOfReach(input: string): OutOfReach | null {
  const text = normalizeText(input);
  // A question that brings its own figures is answered with them ("my payment is 2,100: what's my DTI").
  const bringsFigures = /\$\s?\d|\d\s?(?:k|%)|\d{1,3},\d{3}/.test(text);
  // "the lender sent us an SNDA to sign with our lease: what does it do for us?": a paper received,
  // asked about as a kind of paper, is explained; only reading or judging this one is out of reach.
  const asksWhatItIs =
    /\bwhat (?:is|are|does|do) (?:it|they|this|that|these|an?|the)\b[^.?!]{0,40}\b(?:do|does|mean|means|for|is|are)\b|\bwhat(?:'s| is) an?\b|\bshould (?:i|we) (?:worry|be worried|sign)\b/.test(
      text,
    ) && !READS_OR_JUDGES_THIS.test(text);
  // "how do I look at my credit report for free": how to do it oneself, answered as a topic.
  const howToMyself =
    /\b(?:how (?:do|can|should|would) (?:i|we)|how to|where (?:do|can|should) (?:i|we))\s+(?:\w+\s+)?(?:look|check|read|get|see|find|pull|review|order|request|access)\b/.test(
      text,
    );
  if (DOCUMENT.test(text) && JUDGE_OR_READ.test(text) && !asksWhatItIs && !howToMyself) return 'document';
  // A paper the user says they shared, or asks what their own says: nothing reaches Hearth but the
  // typed message, so it is out of reach, unless the message brings the figures to work with.
  if (
    !bringsFigures &&
    (SHARED.test(text) ||
      // An account to look up ("pull up my Wells Fargo statement") stays the records' answer below.
      (LOOK_AT_MINE.test(text) && !LOOK_UP_MINE.test(text) && !RECORDS.test(text)) ||
      (READ_MINE.test(text) && ASKS_READ.test(text.trim())))
  )
    return 'document';
  if (MESSAGES.test(text)) return 'messages';
  // A message quoted in the question ("the email says: 'rate lock expires friday'") is read there.
  if (READ_MESSAGE.test(text) && !/["“:]/.test(text)) return 'messages';
  if (!bringsFigures && RECORDS.test(text)) return 'records';
  // An account number's last digits ("ends 4471") are no figure to work with.
  if (LOOK_UP_MINE.test(text)) return 'records';
  return null;
}

const WHAT_I_CAN_DO = {
  records:
    "Your lender's or servicer's online account and monthly statement show your payment, balance, rate and payoff; your closing disclosure and the county recorder show what you paid and when. Tell me those numbers and I'll work with them: a payoff after N more payments, a refinance break-even, or what an extra payment saves.",
  messages:
    "Paste the message's text here and I can explain what it means and what to ask back: a rate-lock extension and what it costs, a lender's condition, a counteroffer's terms, an inspection response.",
  document:
    'Paste the figures or the part that matters as text (the price and rate on a pre-approval or loan estimate, the value on an appraisal, a clause, the rows of a rent roll) and I can explain what it usually means, check the arithmetic or compute the returns. Whether a clause is enforceable or correctly written where you live is a question for a real-estate attorney, and your agent can check deadlines against the contract.',
} as const;

const HEADINGS: Record<OutOfReach, string> = {
  records:
    "### I can't see your records\n\nI don't have access to your accounts, loan history or past transactions, so I can't look that up.",
  messages:
    "### I can't see your messages\n\nI don't have access to your email, texts or calls, so I can't read what anyone sent or said to you.",
  document:
    "### I can't see that document\n\nNothing has been shared with me: I only receive the text typed into this chat, so a file you uploaded, attached or sent elsewhere doesn't reach me, and I can't read or judge it.",
};

export function renderOutOfReach(kind: OutOfReach, explanation?: string): string {
  const heading = HEADINGS[kind];
  const body = `${heading}\n\n**Here's what I can do**\n\n${WHAT_I_CAN_DO[kind]}\n`;
  return explanation ? `${body}\n---\n\n${explanation}` : body;
}
