// Turns a message (and the conversation so far) into the local assistant's full markdown answer.

import { handedAmountRewrite, retireeFollowUp } from './retiree-follow-ups.ts';
import { marketWatchFollowUp } from './market-watch-follow-up.ts';
import { deductibleTradeoffFollowUp } from './deductible-tradeoff-follow-up.ts';
import { equalSharesOf } from './equal-shares.ts';
import type { HistoryTurn } from '../protocol.ts';
import { otherListingFollowUp } from './listing-follow-up.ts';
import { renderCalculation, renderMissingInputs } from './calculator-answers.ts';
import { calculateMortgage } from './calculators.ts';
import { loanYearsLead } from './loan-years-asked.ts';
import { renderFairHousingAnswer } from './fair-housing.ts';
import { renderHelpAnswer } from './help-answer.ts';
import {
  followUpText,
  loanChangeRoute,
  UNSURE_CHANGE,
  routeOfState,
  routeQuestion,
  stateFromHistory,
  type ConversationState,
  type Route,
} from './intent.ts';
import {
  GENERAL_WORDS,
  longestPhraseIn,
  renderKnowledgeAnswer,
  renderLowConfidence,
  STOP_WORDS,
} from './knowledge-search.ts';
import type { KnowledgeTopic } from './knowledge-base.ts';
import { renderComparison } from './knowledge-comparison.ts';
import { readAsBlock, renderDealRoute } from './deal-answers.ts';
import { renderLiveDataAnswer } from './live-data.ts';
import { renderOutOfReach } from './out-of-reach.ts';
import {
  computedTopic,
  followUpTopic,
  headingOf,
  leansOnPrevious,
  previousTopic,
  renderTopicFollowUp,
} from './topic-follow-up.ts';
import { renderQuickAnswer } from './quick-math-reading.ts';
import { movesAmounts, rewriteFollowUp } from './follow-up-rewrite.ts';
import { managersBreakEvenFollowUp } from './management-fee-math.ts';
import { renewalFollowUp } from './turnover-math.ts';
import { renewOrTurnFollowUp } from './landlord-horizon-math.ts';
import { strCleanerFollowUp } from './str-cleaner-math.ts';
import { managerShareFollowUp } from './manager-fees-year.ts';
import { concessionFollowUp } from './tenant-charges-math.ts';
import { farmFollowUp } from './farm-income-math.ts';
import { strRevenueFollowUp } from './str-revenue-follow-up.ts';
import { homeProjectFollowUp } from './home-projects-follow-up.ts';
import { sellerNetFollowUp } from './seller-net-follow-up.ts';
import { homeLoanFollowUp } from './home-loan-follow-up.ts';
import { otherOneQuestion } from './other-one-follow-up.ts';
import { growthRateFollowUp } from './growth-rate-follow-up.ts';
import { commuteFollowUp } from './commute-follow-up.ts';
import { roomSplitFollowUp } from './roommate-follow-up.ts';
import { condoFinancingFollowUp } from './condo-rental-math.ts';
import { landFollowUp } from './land-follow-up.ts';
import { loanRateFollowUp } from './land-loan-follow-up.ts';
import { rentGrowthFollowUp } from './rent-growth-follow-up.ts';
import { estateFollowUp } from './estate-follow-up.ts';
import { perUnitRentRewrite, selfEmployedInvestorFollowUp } from './self-employed-investor-follow-ups.ts';
import { familyFiguresFollowUp, saleProceedsFollowUp } from './family-follow-ups.ts';
import { offerTermsFollowUp } from './offer-terms-follow-up.ts';
import { commercialDealFollowUp } from './commercial-deal-follow-up.ts';
import { offerClauseFollowUp } from './offer-clause-follow-up.ts';
import { capRateOfShownPrice, dscrFollowUp } from './dscr-follow-up.ts';
import { addedFactsFollowUp } from './added-facts-follow-up.ts';
import { answerChangeFollowUp } from './answer-change-follow-ups.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import { withUsNumberFormats } from './foreign-number-formats.ts';
import { nonUsBuyerFollowUp } from './non-us-buyer-follow-ups.ts';
import { carriedBalanceRewrite } from './landlord-follow-ups.ts';
import { UNITS } from './quick-math-reading.ts';
import { formatMoney } from './format.ts';
import { guessIn, guessLine } from './guess-comparison.ts';
import { cltvAfterDraw } from './heloc-draw.ts';
import { pointsOfferFollowUp } from './points-follow-up.ts';
import { paymentBudgetFollowUp } from './payment-budget-follow-up.ts';
import { loanFromBoardPayment } from './city-buy-follow-up.ts';
import { countingMethodFollowUp } from './self-employed-income-math.ts';
import { shownFiguresFollowUp } from './shown-figures-follow-ups.ts';
import { areaCarriedQuestion, otherOfPairQuestion } from './restated-follow-ups.ts';
import {
  answerFromPreviousFigures,
  ASKS_DIFFERENCE,
  capRateAtPrice,
  capRateAndPriceForCap,
  renderDifference,
} from './previous-figures.ts';
import { CLARIFY_HEADING } from './intent.ts';
import { asksToCompute, renderAmountsNotUsed, renderReadingDoubt, unreadAmounts } from './reading-check.ts';
import {
  asksForAFigure,
  ASKS_WHAT_IS_USUAL,
  partsNotShown,
  renderFigureNotWorkedOut,
  renderPartsNotShown,
} from './asked-parts.ts';

export interface ComposedAnswer {
  route: Route;
  markdown: string;
}

/** Shown above an answer that reused the numbers of an earlier question. */
export const FOLLOW_UP_NOTE = '_Using the numbers from your earlier question, with your changes._';

export function renderRoute(route: Route, input = ''): string {
  const body = renderRouteBody(route, input);
  // Figures only from a complete reading: an amount the question states but the answer does not use
  // is asked about instead (reading-check.ts).
  if (route.kind === 'calculation' || route.kind === 'deal' || route.kind === 'quick') {
    const unread = unreadAmounts(input, body);
    if (unread.length > 0) return renderReadingDoubt(unread, body);
  }
  // Amounts given with a question answered by an article: the article may be right, but whatever
  // it was asked to work out was not worked out. Say so and ask, and keep the explanation below.
  const amountsAreContext = route.kind === 'knowledge' && route.amountsAreContext;
  if (
    (route.kind === 'knowledge' || route.kind === 'low-confidence') &&
    !amountsAreContext &&
    asksToCompute(input)
  ) {
    return `${renderAmountsNotUsed(input)}\n\n---\n\n${body}`;
  }
  if ((route.kind === 'calculation' || route.kind === 'missing-inputs') && route.followUp)
    return `${FOLLOW_UP_NOTE}\n\n${body}`;
  return body;
}

/** The metrics a question can name, and the label of the table row that holds each. */
const ASKED_METRICS: readonly (readonly [RegExp, string])[] = [
  [/\bgrm\b|gross rent multiplier/, 'Gross rent multiplier'],
  [/\b1\s?(?:%|percent|pct) (?:rule|deal|test|property)|one percent (?:rule|deal|test)/, '1% rule'],
  [/\bcap(?:italization)?(?: rate)?\b/, 'Cap rate'],
  [/cash[- ]on[- ]cash|\bcoc\b/, 'Cash-on-cash return'],
  [/\bdscr\b|debt service coverage/, 'DSCR'],
  [/\bnoi\b|net operating income/, 'Net operating income (NOI)'],
  [/\bcash ?flows?\b/, 'Cash flow after debt service'],
  [/\bdebt yield\b/, 'Debt yield'],
  // "expense ratio … of EGI": the ratio on the effective gross income; otherwise on the gross rent.
  [
    /^(?![^]*\b(?:of|on|over|to|vs\.?|÷|\/|divided by|as a % of) (?:the )?(?:egi|effective gross))[^]*(?:\b(?:operating )?expense ratio|\boer\b|\bopex ratio)/,
    'Operating expense ratio (opex',
  ],
  [
    /(?:\b(?:operating )?expense ratio|\boer\b|\bopex ratio)[^]*\b(?:of|on|over|to|vs\.?|÷|\/|divided by|as a % of) (?:the )?(?:egi|effective gross)|\b(?:egi|effective gross)[^]*(?:expense ratio|\boer\b)/,
    'Operating expense ratio on EGI',
  ],
];

/**
 * "…I paid 265k. GRM?": a full analysis answers a question about one or two of its metrics, so those
 * lead, before the tables that also show them (an outside review found the asked figure buried).
 */
function askedMetricsLead(input: string, body: string, units?: number): string | null {
  const text = normalizeText(input);
  const asked = ASKED_METRICS.filter(([re]) => re.test(text));
  if (asked.length === 0 || asked.length > 3) return null;
  const lines: string[] = [];
  for (const [re, label] of asked) {
    const row = body.split('\n').find((l) => l.startsWith(`| ${label}`));
    const cells = row?.split('|').map((c) => c.trim());
    if (!cells || !cells[1] || !cells[2]) continue;
    lines.push(`- ${cells[1]}: **${cells[2].replace(/\*\*/g, '')}**`);
    // "cash flow per door?" on a fourplex: the building's figure over its units, beside it.
    const perUnit = new RegExp(`(?:${re.source})(?: [\\w/]+){0,2}? per[- ](?:door|unit|apartment)\\b`);
    const amount = /^\$(-?[\d,]+\.\d{2})\/(month|year)/.exec(cells[2]);
    if (units && units >= 2 && amount && perUnit.test(text)) {
      const each = Number(amount[1]!.replace(/,/g, '')) / units;
      lines.push(`- Per door (÷ ${units} units): **${formatMoney(each)}/${amount[2]}**`);
    }
  }
  // "what price gets it to a 10 GRM?": the GRM asked for, as a price on the same rent.
  const targetGrm =
    /\b(?:price|offer|pay|buy)\b[^.?!]{0,40}?\b(\d{1,2}(?:\.\d+)?)\s*(?:x\s*)?(?:grm|gross rent multiplier)\b|\b(?:grm|gross rent multiplier) of (\d{1,2}(?:\.\d+)?)\b/.exec(
      text,
    );
  const grossRow = body.split('\n').find((l) => l.startsWith('| Gross scheduled rent'));
  const gross = grossRow ? /\$([\d,]+\.\d{2})/.exec(grossRow)?.[1] : undefined;
  if (targetGrm && gross) {
    const multiple = Number(targetGrm[1] ?? targetGrm[2]);
    const annual = Number(gross.replace(/,/g, ''));
    lines.push(
      `- Price for a GRM of ${multiple}: **${formatMoney(multiple * annual)}** (${multiple} × ${formatMoney(annual)} a year of rent)`,
    );
  }
  return lines.length > 0 ? `**What you asked**\n\n${lines.join('\n')}` : null;
}

/** The units a question names ("24 unit apt building", "a 12-plex"), when it names them. */
function unitsIn(input: string): number | undefined {
  const m = UNITS.exec(normalizeText(input));
  const units = m ? Number(m[1] ?? m[2]) : NaN;
  return units >= 2 ? units : undefined;
}

/** "what is it worth, and per door?": a building's value over its units, beside the value. */
function valuePerDoorLead(input: string, body: string, units?: number): string | null {
  if (!units || !/\bper[- ](?:door|unit|apartment)\b|\beach (?:door|unit)\b/.test(normalizeText(input)))
    return null;
  const value = /^Value = [^\n]*= \*\*\$([\d,]+\.\d{2})\*\*/m.exec(body);
  if (!value) return null;
  const each = Number(value[1]!.replace(/,/g, '')) / units;
  return `**What you asked**\n\n- Value: **$${value[1]}**\n- Per door (÷ ${units} units): **${formatMoney(each)}**`;
}

function renderRouteBody(route: Route, input: string): string {
  switch (route.kind) {
    case 'fair-housing':
      return renderFairHousingAnswer(route.check);
    case 'calculation': {
      const body = renderCalculation(route.request);
      const units = route.quantities.rentUnits ?? unitsIn(input);
      const lead =
        askedMetricsLead(input, body, units) ??
        valuePerDoorLead(input, body, units) ??
        (route.request.calculator === 'mortgage'
          ? loanYearsLead(input, calculateMortgage(route.request.input))
          : null);
      if (route.readAs.length === 0 && !lead) return body;
      // The readings, and the figures asked for, go right under the title, where they cannot be missed.
      const [title, ...rest] = body.split('\n\n');
      return [
        title,
        ...(lead ? [lead] : []),
        ...(route.readAs.length ? [readAsBlock(route.readAs)] : []),
        ...rest,
      ].join('\n\n');
    }
    case 'deal':
      return renderDealRoute(route.deal);
    case 'quick':
      return renderQuickAnswer(route.answer);
    case 'live-data':
      return renderLiveDataAnswer(route.live);
    case 'clarify':
      return `${CLARIFY_HEADING}\n\n${route.question}\n\nReply with ${route.options.map((o) => `\`${o}\``).join(' or ')} and I'll run the numbers.\n`;
    case 'low-confidence':
      return renderLowConfidence(route.suggestions);
    case 'missing-inputs':
      return renderMissingInputs(route.calculator, route.missing, route.quantities);
    case 'knowledge':
      if (route.compared) return renderComparison(route.compared);
      // A lead that speaks to the question's situation goes right under the title.
      return route.lead
        ? renderKnowledgeAnswer(route.hit, input).replace(/^(### [^\n]*\n\n)/, `$1${route.lead}\n\n`)
        : renderKnowledgeAnswer(route.hit, input);
    case 'help':
      return renderHelpAnswer(route.reason);
    case 'out-of-reach':
      return renderOutOfReach(route.reach, route.hit ? renderKnowledgeAnswer(route.hit, input) : undefined);
  }
}

/** A clause about "it" and nothing else: "why do landlords use it?", "how does it work". */
const REFERS_BACK =
  /^(?:why|how|when|where|what for)\b(?:\s+\w+){0,4}\s+(?:it|them|this|that|one)(?:\s+(?:for|work|works|matter|matters|used|apply|applies))?\W*$/i;

/**
 * Splits a message into its questions: each part ends at a question mark, and statements before a
 * question stay with it as its context ("A duplex costs $400k. What's the cap rate? And the DSCR?").
 */
export function splitQuestions(input: string): string[] {
  const parts = input
    .split(/(?<=\?)\s+(?=\S)/)
    // "what is earnest money and do i get it back if…": two questions joined by "and", in a question
    // without figures (with figures, "and" joins the facts of one calculation).
    .flatMap((p) =>
      /\d/.test(p)
        ? [p]
        : p.split(/,?\s+and\s+(?=(?:do|does|can|could|how|what|is|are|will|would|should|when|why|who)\b)/i),
    )
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    // "what's a gross-up provision and why do landlords use it?": a short second clause that names
    // nothing but a pronoun for the first one's subject asks about that subject, so it stays with it.
    .reduce<string[]>((kept, p) => {
      const before = kept.at(-1);
      if (before && !/\?$/.test(before) && REFERS_BACK.test(p) && p.split(/\s+/).length <= 6)
        kept[kept.length - 1] = `${before} and ${p}`;
      else kept.push(p);
      return kept;
    }, []);
  if (parts.length < 2) return [input.trim()];
  // A trailing statement without a question mark belongs to the last question; a trailing question
  // typed without one ("…?? and what are points, are they worth paying") is a part of its own.
  const last = parts[parts.length - 1] as string;
  // "…? also my neighbor listed at 499k and sold at 489k, what's the sale-to-list ratio" asks too.
  const asksItself =
    /^(?:and\s+|also\s+|plus\s+)?(?:what|how|why|when|where|which|who|is|are|can|could|should|do|does|did|will|would)\b/i.test(
      last,
    ) ||
    /^(?:also|plus|and also|separately|unrelated|oh and)\b.*,\s*(?:what\b|how (?:much|many|long|big|fast)\b)/i.test(
      last,
    );
  if (!last.endsWith('?') && !asksItself && parts.length > 1) {
    parts.splice(parts.length - 2, 2, `${parts[parts.length - 2]} ${last}`);
  }
  return parts.slice(0, 4);
}

const ANSWERED_KINDS = new Set([
  'calculation',
  'deal',
  'quick',
  'knowledge',
  'live-data',
  'fair-housing',
  'missing-inputs',
]);

/** Routes the message and renders the answer as markdown. Deterministic and synchronous. */
export function composeAnswer(question: string, earlier: readonly HistoryTurn[] = []): ComposedAnswer {
  // "385.000 dollars at 6,5%": numbers written with a decimal comma are read in US digits first.
  const { input, history } = withUsNumberFormats(question, earlier);
  return withPartsNotShown(
    input,
    withFigureNotWorkedOut(
      input,
      history,
      stillInDoubt(
        input,
        history,
        withGuessCompared(input, withDifference(input, history, composeAlone(input, history)), history),
      ),
    ),
  );
}

/**
 * "monthly P&I on that loan at 6.25% for 30 years?" answered with the article on loan-to-value: an
 * explanation given where a figure was asked, with numbers at hand, says first that the figure was not
 * worked out and asks for it (asked-parts.ts), and keeps the explanation below.
 */
function withFigureNotWorkedOut(
  input: string,
  history: readonly HistoryTurn[],
  answer: ComposedAnswer,
): ComposedAnswer {
  const route = answer.route;
  if (route.kind !== 'knowledge' || route.amountsAreContext || isAsking(answer)) return answer;
  if (!answer.markdown.includes(`### ${route.hit.topic.title}`)) return answer;
  const before = userTurns(history).at(-1)?.text ?? '';
  if (!asksForAFigure(input, /\d/.test(before)) && !changesWorkedFigures(input, history)) return answer;
  return { ...answer, markdown: `${renderFigureNotWorkedOut(input)}\n\n---\n\n${answer.markdown}` };
}

/** "what if hay went up to $175 a ton?", "same thing but the house is $310k", "ok and if she goes hybrid…" */
const CHANGE_ASKED =
  /^(?:ok(?:ay)?|and|so|now|then|also|but|what if|if|how about|what about|same)\b|\b(?:what if|and if|if instead|instead|same (?:thing|deal|numbers|setup|math|calc\w*)|what about|how about|suppose|say it (?:was|is)|(?:now|then)\s*\?)/;

/** "same math?", "redo the HOA per year": the figures asked for again. */
const REWORK_ASKED =
  /\b(?:same (?:math|thing|numbers|calc\w*)|redo|re-do|rerun|re-run|recalc\w*|recompute)\b/;

/** "if the inspection turns up something bad, do we lose that 15k?": a yes-or-no about a case, no figure. */
const YES_OR_NO = /\b(?:do|does|can|could|will|would|should|is|are) (?:we|i|you|they|he|she|it|that)\b/;
const FIGURE_ASKED =
  /\bhow (?:much|many|far|long)\b|\bwhat(?:'s|s| is| are| would| will| do)?\b|\bsame\b|\bredo\b/;

/**
 * A number changed right after numbers were worked or given ("what if we get full asking?" after a
 * seller's net, "ok and if she's only in the office 138 days a year?" after a commute's hours): it asks
 * for those figures again with the change, which an explanation does not give.
 */
function changesWorkedFigures(input: string, history: readonly HistoryTurn[]): boolean {
  const text = normalizeText(input);
  const before = userTurns(history).at(-1)?.text ?? '';
  if (!/\d/.test(before) || !(CHANGE_ASKED.test(text.trim()) || REWORK_ASKED.test(text))) return false;
  if ((YES_OR_NO.test(text) && !FIGURE_ASKED.test(text)) || ASKS_WHAT_IS_USUAL.test(text)) return false;
  return (
    /\d/.test(input) || REWORK_ASKED.test(text) || /\b(?:full|asking|list|half|double|twice)\b/.test(text)
  );
}

/**
 * "raise rent 100/mo", "if noi drops 10%", "20k under list", "15k less": an amount a follow-up changes
 * another by shows in the answer only as the changed figure.
 */
function isChangeBy(text: string, t: NumberToken): boolean {
  return (
    /\b(?:raise[sd]?|rais(?:e|ing)|drops?|dropped|dropping|falls?|rises?|goes (?:up|down)|go (?:up|down)|up|increase[sd]?|decrease[sd]?|cut|lower|bump(?:ed)?|by|another|extra)\s+(?:\w+\s+)?$/.test(
      text.slice(Math.max(0, t.start - 25), t.start),
    ) ||
    /^\s*(?:\/mo\s+|a month\s+|a year\s+)?(?:under|over|less|more|lower|higher|off|cheaper|below|above)\b/.test(
      text.slice(t.end, t.end + 20),
    )
  );
}

/**
 * "how many square feet is that and what is the total price?" answered with the square feet alone: a
 * computed answer that leaves out a part the question asks for says which, and asks (asked-parts.ts),
 * so what it shows is never read as the answer to the whole question.
 */
function withPartsNotShown(input: string, answer: ComposedAnswer): ComposedAnswer {
  if (!isComputed(answer)) return answer;
  // "ok going with 20% down. add taxes of $5,820 a year…" worked from the earlier numbers: an amount the
  // follow-up itself states, left out of the figures, is asked about as in a question of its own.
  if (/^_Using the numbers from your earlier/m.test(answer.markdown)) {
    const text = normalizeText(input);
    const unread = unreadAmounts(input, answer.markdown).filter((t) => !isChangeBy(text, t));
    if (unread.length > 0) return { ...answer, markdown: renderReadingDoubt(unread, answer.markdown) };
  }
  const parts = partsNotShown(input, answer.markdown);
  if (parts.length === 0) return answer;
  return { ...answer, markdown: `${answer.markdown.trimEnd()}\n\n${renderPartsNotShown(parts)}\n` };
}

/**
 * "Same deal but with 20% down" after an answer that asked what "$1,860/yr" was for: a follow-up
 * computed from the earlier numbers must not drop the amount that was in doubt. Unless the follow-up
 * says what it is (or the new answer uses it), the doubt is asked again, with the new reading.
 */
function stillInDoubt(
  input: string,
  history: readonly HistoryTurn[],
  answer: ComposedAnswer,
): ComposedAnswer {
  const last = history.at(-1);
  // Only an answer worked from the earlier numbers; a new question stands on its own.
  if (
    !isComputed(answer) ||
    last?.role !== 'assistant' ||
    !last.text.startsWith(CLARIFY_HEADING) ||
    !/^_Using the numbers from your earlier/m.test(answer.markdown)
  )
    return answer;
  const doubted = /couldn't tell what (.+?) (?:is|are) for/.exec(last.text)?.[1];
  if (!doubted) return answer;
  const amounts = [...doubted.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!);
  // What the follow-up itself says about the amounts it names is read with the new answer.
  const unread = amounts.length ? unreadAmounts(amounts.join(', '), answer.markdown) : [];
  const named = unread.filter((t) => !normalizeText(input).includes(t.raw.toLowerCase()));
  return named.length > 0 ? { ...answer, markdown: renderReadingDoubt(named, answer.markdown) } : answer;
}

/** "my husband thinks it'll be under 2,800": a computed payment set beside the user's guess, in one line. */
function withGuessCompared(
  input: string,
  answer: ComposedAnswer,
  history: readonly HistoryTurn[] = [],
): ComposedAnswer {
  if (!isComputed(answer)) return answer;
  // "what if we put 40% down instead?" after co-owners' shares (rule 98): an answer worked again from
  // the earlier question keeps the owners and the even split that question named.
  const earlier = /^_Using the numbers from your earlier/m.test(answer.markdown)
    ? userTurns(history).at(-1)?.text
    : undefined;
  const shares =
    equalSharesOf(input, answer.markdown) ?? (earlier ? equalSharesOf(earlier, answer.markdown) : null);
  if (shares) answer = { ...answer, markdown: `${answer.markdown.trimEnd()}\n\n${shares}\n` };
  const guess = guessIn(input);
  const line = guess ? guessLine(guess, answer.markdown) : null;
  return line ? { ...answer, markdown: `${answer.markdown.trimEnd()}\n\n${line}\n` } : answer;
}

/**
 * "what if the rate were 6%, how much would I save", "vs the closer place": when a follow-up that asks
 * for a comparison is computed again, the change in each result leads the answer.
 */
function withDifference(
  input: string,
  history: readonly HistoryTurn[],
  answer: ComposedAnswer,
): ComposedAnswer {
  const last = history.at(-1);
  // A commute worked again ("we go hybrid, 13 days a month in office") is asked for what it saves.
  const commuteAgain =
    headingOf(answer.markdown) === 'Commute cost' &&
    last !== undefined &&
    headingOf(last.text) === 'Commute cost';
  if (
    !isComputed(answer) ||
    last?.role !== 'assistant' ||
    !(ASKS_DIFFERENCE.test(input.toLowerCase()) || commuteAgain)
  )
    return answer;
  const difference = renderDifference(last.text, answer.markdown);
  if (!difference) return answer;
  const at = answer.markdown.search(/^### /m);
  const markdown =
    at < 0
      ? `${difference}\n${answer.markdown}`
      : `${answer.markdown.slice(0, at)}${difference}\n${answer.markdown.slice(at)}`;
  return { ...answer, markdown };
}

/**
 * "how much total interest do i save with the 15 yr vs the 30?" after a 30-year payment and a 15-year
 * one: the two loans' total interest, side by side from the answers already given.
 */
function compareTotalInterest(input: string, history: readonly HistoryTurn[]): ComposedAnswer | null {
  const text = input.toLowerCase();
  if (
    !/\binterest\b/.test(text) ||
    !/\b(?:save|saves|saving|savings|difference|less|more|vs\.?|versus|compared?)\b/.test(text)
  )
    return null;
  const seen = new Map<number, { interest: number; payment?: number }>();
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'assistant') continue;
    const total = /Total interest over (\d+(?:\.\d+)?) years: \$([\d,]+\.\d{2})/.exec(turn.text);
    if (!total || seen.has(Number(total[1]))) continue;
    const payment = /Principal & interest \| \$([\d,]+\.\d{2})/.exec(turn.text);
    seen.set(Number(total[1]), {
      interest: Number(total[2]!.replace(/,/g, '')),
      ...(payment ? { payment: Number(payment[1]!.replace(/,/g, '')) } : {}),
    });
    if (seen.size === 2) break;
  }
  if (seen.size < 2) return null;
  const [[shortYears, short], [longYears, long]] = [...seen.entries()].sort((a, b) => a[0] - b[0]) as [
    [number, { interest: number; payment?: number }],
    [number, { interest: number; payment?: number }],
  ];
  const answer = {
    title: `Total interest: ${shortYears} years vs ${longYears}`,
    inputs: [
      `${longYears}-year loan: ${formatMoney(long.interest)} of interest${long.payment ? ` (${formatMoney(long.payment)} a month)` : ''}`,
      `${shortYears}-year loan: ${formatMoney(short.interest)} of interest${short.payment ? ` (${formatMoney(short.payment)} a month)` : ''}`,
    ],
    results: [
      `The ${shortYears}-year saves **${formatMoney(long.interest - short.interest)}** of interest${
        long.payment && short.payment ? `, for ${formatMoney(short.payment - long.payment)} more a month` : ''
      }`,
    ],
    method: "Each loan's total interest as worked out above; the difference between them",
  };
  return { route: { kind: 'quick', answer }, markdown: renderQuickAnswer(answer) };
}

/** "and the second one?" after a computed answer for one of two homes compared: the same for the other. */
function answerForTheOtherOne(input: string, history: readonly HistoryTurn[]): ComposedAnswer | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant') return null;
  const turns = userTurns(history);
  const question =
    otherOneQuestion(
      input,
      turns.map((t) => t.text),
      last.text,
    ) ?? otherOfPairQuestion(input, turns.at(-1)?.text ?? '', last.text); // rule 123: both in one message
  if (!question) return null;
  const again = composeDirect(question, []);
  if (!isComputed(again)) return null;
  return { route: again.route, markdown: `${EARLIER_FACTS_NOTE}\n\n${again.markdown}` };
}

/** How each calculator's answer is headed (calculator-answers.ts). */
const CALCULATOR_HEADINGS: Record<string, string> = {
  mortgage: 'Monthly mortgage payment',
  rental: 'Rental property analysis',
  'rent-vs-buy': 'Rent vs\\. buy',
  refinance: 'Refinance break-even',
};

/**
 * Whether the last answer is the calculator's answer on the conversation's state: its heading, and every
 * amount the state works out shown in it. A rewrite of the question before, or a reader's answer on the
 * same numbers, may have used numbers the state does not keep (taxes said in the first question, a loan
 * a payment carries), and a change is then worked by those readers again.
 */
function answeredFromState(state: ConversationState, history: readonly HistoryTurn[]): boolean {
  const last = history.at(-1);
  if (last?.role !== 'assistant') return false;
  if (!new RegExp(`^### ${CALCULATOR_HEADINGS[state.calculator]}`, 'm').test(last.text)) return false;
  // A loan a payment carries is the state's only when the state solves for it (intent.ts loanFromTargetPayment).
  if (/\bcarries\b/.test(last.text) && state.quantities.targetPayment === undefined) return false;
  const worked = renderRoute(routeOfState(state), '').match(/\$[\d,]+\.\d\d/g) ?? [];
  return worked.length > 0 && worked.every((amount) => last.text.includes(amount));
}

function composeAlone(input: string, history: readonly HistoryTurn[]): ComposedAnswer {
  // "than the 20% down version?", "if caps go out 50 bps?", "80% of that?" (rule 123).
  const shown = shownFiguresFollowUp(input, history);
  if (shown) return { route: shown, markdown: renderRoute(shown, input) };
  const withArea = areaCarriedQuestion(input, userTurns(history).at(-1)?.text ?? '');
  const areaAgain = withArea ? composeDirect(withArea, []) : null;
  if (areaAgain && isComputed(areaAgain) && /\d sq ft\b/.test(areaAgain.markdown))
    return { route: areaAgain.route, markdown: `${EARLIER_FACTS_NOTE}\n\n${areaAgain.markdown}` };
  // "and the interest paid in those 60 payments?", "with 90k down on top, what price?" (rule 121).
  const nonUs = nonUsBuyerFollowUp(input, history);
  if (nonUs) return { route: { kind: 'quick', answer: nonUs }, markdown: renderQuickAnswer(nonUs) };
  const compared = compareTotalInterest(input, history);
  if (compared) return compared;
  // "and if i put 5% more down", "rate bumps .25" after a worked loan: its numbers changed, each by
  // its own words, before any reader takes the follow-up for a question of its own.
  // Only right after that calculator's own answer: a reader's answer on the same numbers (a first
  // year's interest, a loan from a payment) is continued by that reader's follow-ups.
  // "what if we gave him $70,000 instead?" after "we're giving him $40,000 for the down payment" (rule 120).
  const handed = handedAmountRewrite(input, userTurns(history).at(-1)?.text ?? '');
  const handedAgain = handed ? composeDirect(handed, history.slice(0, -2)) : null;
  if (handedAgain && isComputed(handedAgain))
    return { route: handedAgain.route, markdown: `${EARLIER_FACTS_NOTE}\n\n${handedAgain.markdown}` };
  // "…what do I walk away with after paying that balance off?" after a loan's balance (rule 124).
  const balance = carriedBalanceRewrite(input, history);
  const balanceAgain = balance ? composeDirect(balance, history.slice(0, -2)) : null;
  if (balanceAgain && isComputed(balanceAgain))
    return { route: balanceAgain.route, markdown: `${EARLIER_FACTS_NOTE}\n\n${balanceAgain.markdown}` };
  const state = stateFromHistory(history);
  const loanChanged = state && answeredFromState(state, history) ? loanChangeRoute(input, state) : null;
  if (loanChanged) return { route: loanChanged, markdown: renderRoute(loanChanged, input) };
  // "we put all of that combined amount down on a $780k house. loan and LTV?" (rule 105).
  const family = saleProceedsFollowUp(input, history);
  if (family) return { route: { kind: 'quick', answer: family }, markdown: renderQuickAnswer(family) };
  // "what if the competing offer is 480k?", "and if it appraised at 640k?" after an offer's terms (rule 110).
  const offerClause = offerClauseFollowUp(input, history);
  if (offerClause)
    return { route: { kind: 'quick', answer: offerClause }, markdown: renderQuickAnswer(offerClause) };
  // "at what rent would the two cost the same?" after two managers' fees compared (rule 90).
  const lastQuestion = userTurns(history).at(-1)?.text;
  // "for 3 more years at that rate?", "at 98% of list?" after a market watcher's figures (rule 114).
  // "after 6 full years, total and recapture at 25%?" after a building's depreciation (rule 120).
  const retiree = lastQuestion ? retireeFollowUp(input, lastQuestion) : null;
  if (retiree) return { route: { kind: 'quick', answer: retiree }, markdown: renderQuickAnswer(retiree) };
  const market = lastQuestion ? marketWatchFollowUp(input, lastQuestion) : null;
  if (market) return { route: { kind: 'quick', answer: market }, markdown: renderQuickAnswer(market) };
  // "the low-deductible one is down to $2,190/yr. same math?" after two quotes weighed (rule 115).
  const quote = lastQuestion ? deductibleTradeoffFollowUp(input, lastQuestion) : null;
  if (quote) return { route: { kind: 'quick', answer: quote }, markdown: renderQuickAnswer(quote) };
  // "if I raise rents to $1,450 a unit, same vacancy…" after units at a rent each (rule 108).
  const unitRent = lastQuestion ? perUnitRentRewrite(input, lastQuestion) : null;
  const unitRentAgain = unitRent ? composeDirect(unitRent, history.slice(0, -2)) : null;
  if (unitRentAgain && isComputed(unitRentAgain))
    return { route: unitRentAgain.route, markdown: `${EARLIER_FACTS_NOTE}\n\n${unitRentAgain.markdown}` };
  const managers = lastQuestion ? managersBreakEvenFollowUp(input, lastQuestion) : null;
  if (managers) return { route: { kind: 'quick', answer: managers }, markdown: renderQuickAnswer(managers) };
  // "what if market were $1,700 instead?" after a renewal weighed against a turnover (rule 91).
  const renewal = lastQuestion ? renewalFollowUp(input, lastQuestion) : null;
  if (renewal) return { route: { kind: 'quick', answer: renewal }, markdown: renderQuickAnswer(renewal) };
  // "ok what if its 2 months vacant instead of 1" after renew-or-turn over 12 months; "the 15% fee
  // instead", "vs long term renting it" after a short-term year with its cleaner; "10% of collected
  // instead" after a manager's year (rule 126).
  const turned = lastQuestion ? renewOrTurnFollowUp(input, lastQuestion) : null;
  if (turned) return { route: { kind: 'quick', answer: turned }, markdown: renderQuickAnswer(turned) };
  const cleaner = lastQuestion ? strCleanerFollowUp(input, lastQuestion) : null;
  if (cleaner) return { route: { kind: 'quick', answer: cleaner }, markdown: renderQuickAnswer(cleaner) };
  const share = lastQuestion ? managerShareFollowUp(input, lastQuestion) : null;
  if (share) return { route: { kind: 'quick', answer: share }, markdown: renderQuickAnswer(share) };
  // "and 2 months free on a 14 month lease?" after free rent's effective rent (rule 91).
  const concession = lastQuestion ? concessionFollowUp(input, lastQuestion) : null;
  if (concession)
    return { route: { kind: 'quick', answer: concession }, markdown: renderQuickAnswer(concession) };
  // "and what is that net per acre?", "what if hay went up to $175 a ton?" after farm income (rule 95).
  const farm = lastQuestion ? farmFollowUp(input, lastQuestion) : null;
  if (farm) return { route: { kind: 'quick', answer: farm }, markdown: renderQuickAnswer(farm) };
  // "and if I self-manage, so no 20% fee?", "and if occupancy is 68% instead?" (rule 97).
  const str = lastQuestion ? strRevenueFollowUp(input, lastQuestion) : null;
  if (str) return { route: { kind: 'quick', answer: str }, markdown: renderQuickAnswer(str) };
  // "what if we financed the whole 165k at 7.5% over 20 years?" after an ADU's return (rule 100).
  const adu = lastQuestion ? homeProjectFollowUp(input, lastQuestion) : null;
  if (adu) return { route: { kind: 'quick', answer: adu }, markdown: renderQuickAnswer(adu) };
  // "what if we get full asking?", "at 95% of list?" after a seller's net (rule 102).
  const net = lastQuestion ? sellerNetFollowUp(input, lastQuestion) : null;
  if (net) return { route: { kind: 'quick', answer: net }, markdown: renderQuickAnswer(net) };
  // "ok now do it for the second one" after an agent's take-home on the first listing (rule 122).
  const listing = otherListingFollowUp(input, history);
  if (listing) return { route: { kind: 'quick', answer: listing }, markdown: renderQuickAnswer(listing) };
  // "what if the seller credit is 8k?" after an offer's figures (rule 111): that one amount replaced.
  const offerTerms = lastQuestion ? offerTermsFollowUp(input, lastQuestion) : null;
  if (offerTerms)
    return { route: { kind: 'quick', answer: offerTerms }, markdown: renderQuickAnswer(offerTerms) };
  // "what if the split after the pref is 80/20 instead?", "debt service drops to $126k" (rule 117).
  const deal = lastQuestion ? commercialDealFollowUp(input, lastQuestion) : null;
  if (deal) return { route: { kind: 'quick', answer: deal }, markdown: renderQuickAnswer(deal) };
  // "and what would the P&I be on that new loan at 6.875%?" after a cash-out; interest saved by a recast.
  const homeLoan = lastQuestion ? homeLoanFollowUp(input, lastQuestion) : null;
  if (homeLoan) return { route: { kind: 'quick', answer: homeLoan }, markdown: renderQuickAnswer(homeLoan) };
  const offer = pointsOfferFollowUp(input, history);
  if (offer) return { route: { kind: 'quick', answer: offer }, markdown: renderQuickAnswer(offer) };
  const drawn = cltvAfterDraw(input, history);
  if (drawn) return { route: { kind: 'quick', answer: drawn }, markdown: renderQuickAnswer(drawn) };
  // "and over 7 years?", "what if the increases are 5%?" after a rent rising at each renewal (rule 75).
  const rentGrown = rentGrowthFollowUp(input, history);
  if (rentGrown)
    return { route: { kind: 'quick', answer: rentGrown }, markdown: renderQuickAnswer(rentGrown) };
  // "take a notional 6% selling cost off first", "what if I keep it and buy them out?" after a split
  // of a home's equity (rule 82): the split worked again with the earlier facts.
  // "what LTV is that new loan", "cash flow drops to $3,150 a year", "30% land, redo it" (rule 106).
  const familyFigures = familyFiguresFollowUp(input, history);
  if (familyFigures)
    return { route: { kind: 'quick', answer: familyFigures }, markdown: renderQuickAnswer(familyFigures) };
  const split = estateFollowUp(input, history);
  if (split) return { route: { kind: 'quick', answer: split }, markdown: renderQuickAnswer(split) };
  // "an apartment 6 miles each way but $300 a month more: the gas, and the net?" after a commute cost.
  // "bank quoted 8.25% on it. monthly?" after a land loan or a USDA loan worked out without a rate
  // (rule 93): the loan's rate, never a new share down.
  const rated = loanRateFollowUp(input, history);
  if (rated) return { route: { kind: 'quick', answer: rated }, markdown: renderQuickAnswer(rated) };
  // "what if the 100 sq ft room pays $150 more and the others $75 less?" after a split by size (rule 104).
  // "and the cash-on-cash with 30% down at 6.75%?" after a condo's NOI and cap rate (rule 104).
  const condoFinanced = condoFinancingFollowUp(input, history);
  if (condoFinanced)
    return { route: { kind: 'quick', answer: condoFinanced }, markdown: renderQuickAnswer(condoFinanced) };
  const roomSplit = roomSplitFollowUp(input, history);
  if (roomSplit)
    return { route: { kind: 'quick', answer: roomSplit }, markdown: renderQuickAnswer(roomSplit) };
  const commute = commuteFollowUp(input, history);
  if (commute) return { route: { kind: 'quick', answer: commute }, markdown: renderQuickAnswer(commute) };
  // "what if it's $18 a foot instead?", "what about a 20 acre one?" after a land answer (rule 94).
  const land = landFollowUp(input, history);
  if (land) return { route: { kind: 'quick', answer: land }, markdown: renderQuickAnswer(land) };
  const grown = growthRateFollowUp(input, history);
  if (grown) return { route: { kind: 'quick', answer: grown }, markdown: renderQuickAnswer(grown) };
  // "if that's my all-in max and taxes run $450/mo, what loan does the rest support?" after the most
  // housing payment (rule 80): the budget is the answer's figure, never the $450 (rule 65's rewrite).
  // Or after a co-op board's largest mortgage payment (rule 103), the loan it carries.
  const budgetLoan =
    paymentBudgetFollowUp(input, history) ??
    countingMethodFollowUp(input, history) ??
    loanFromBoardPayment(input, history);
  if (budgetLoan)
    return { route: { kind: 'quick', answer: budgetLoan }, markdown: renderQuickAnswer(budgetLoan) };
  const capAndPrice = capRateAndPriceForCap(input, history);
  if (capAndPrice)
    return { route: { kind: 'quick', answer: capAndPrice }, markdown: renderQuickAnswer(capAndPrice) };
  // "if they need a 1.30, what's the max debt service, and per month?" after a DSCR (rule 98).
  const investor = selfEmployedInvestorFollowUp(input, history); // rule 108
  if (investor) return { route: { kind: 'quick', answer: investor }, markdown: renderQuickAnswer(investor) };
  // "my CPA can add back the depreciation, 6,200 and 7,400" after a self-employed income (rule 107).
  const facts = addedFactsFollowUp(input, history);
  if (facts) return { route: { kind: 'quick', answer: facts }, markdown: renderQuickAnswer(facts) };
  const dscrMax = dscrFollowUp(input, history);
  if (dscrMax) return { route: { kind: 'quick', answer: dscrMax }, markdown: renderQuickAnswer(dscrMax) };
  const shownCap = capRateOfShownPrice(input, history);
  if (shownCap) return { route: { kind: 'quick', answer: shownCap }, markdown: renderQuickAnswer(shownCap) };
  const capAtPrice = capRateAtPrice(input, history);
  if (capAtPrice)
    return { route: { kind: 'quick', answer: capAtPrice }, markdown: renderQuickAnswer(capAtPrice) };
  // Before any rewrite: "10% down, rate 6.75, PMI 0.6%", "refinance that balance", "sales jump 25%",
  // "a 2 mill increase" would be read as one number replacing another (rule 65).
  const changed = answerChangeFollowUp(input, history);
  if (changed) return { route: { kind: 'quick', answer: changed }, markdown: renderQuickAnswer(changed) };
  const applied = applyExplainedTopic(input, history) ?? continueQuickAnswer(input, history);
  if (applied) return applied;
  // "what if they fund $75k of TI amortized at 7% over 5 years?" after a lease: a term added to the
  // question before is answered with it, though alone it would compute something (a loan payment).
  const added = answerFollowUp(input, history, { onlyAdditions: true });
  if (added) return added;
  const loanKind = readWithLoanBefore(input, history);
  if (loanKind) return loanKind;
  const otherOne = answerForTheOtherOne(input, history);
  if (otherOne) return otherOne;
  const direct = composeDirect(input, history);
  // "what if the depreciation was 120k?" after a sale's gain: a "what if" that names a number of the
  // question before changes it, even when alone it computes something else (a depreciation on $120k
  // as a price). A calculator's own follow-up, or the same kind of answer again, stands.
  if (WHAT_IF.test(input) && isComputed(direct) && !continuesLastAnswer(direct, history)) {
    const changed = answerFollowUp(input, history);
    if (changed) return changed;
  }
  // "noi is 39,000 a year higher and price drops $50k": amounts moved by their own words change the
  // question before; worked alone they would be taken for the new figures themselves (an NOI of
  // $39,000 on a $50,000 price). Reworked, or asked about, never computed alone.
  if (
    isComputed(direct) &&
    !workedOnState(direct) &&
    movesAmounts(input) &&
    userTurns(history).some((t) => /\d/.test(t.text))
  ) {
    const changed = answerFollowUp(input, history, { requireCue: false });
    return changed ?? { route: UNSURE_CHANGE, markdown: renderRoute(UNSURE_CHANGE, input) };
  }
  if (isComputed(direct) || isDeclined(direct)) return direct;
  const onTopic = answerTopicFollowUp(input, history, direct);
  // "monthly P&I on that loan at 6.25%?" after "we put 90k down on a 450,000 house": a figure asked
  // with the earlier message's numbers is worked from them before the explanation is continued.
  if (onTopic && asksForAFigure(input, /\d/.test(userTurns(history).at(-1)?.text ?? ''))) {
    const worked = answerWithEarlierFacts(input, history);
    if (worked) return worked;
  }
  if (onTopic) return onTopic;
  return (
    answerFollowUp(input, history) ??
    answerOnPreviousFigures(input, history, direct) ??
    (isAsking(direct) || isNumericFollowUp(input, direct, history)
      ? notTheSameAgain(input, history, answerWithEarlierFacts(input, history))
      : null) ??
    answerAnotherWay(input, history, direct) ??
    answerOnComputedSubject(input, history, direct) ??
    direct
  );
}

/** A loan's kind or its reset named in a follow-up: an ARM, a rate reset, an FHA or VA loan, MIP. */
const LOAN_KIND =
  /\barm\b|\badjustable\b|\breset(?:s|ting)?\b|\badjust(?:s|ing)?\b|\bfha\b|\bva\b|\bmip\b|\bfunding fee\b/;

/**
 * "500k loan at 6.25 for 30 years" then "what if it's a 7/1 ARM that adjusts to 8% after year 7?", or
 * "FHA on a 275k house with the minimum down" then "rate is 6.5 30yr and annual MIP .55%": a follow-up
 * naming the loan's kind (or giving the rest of such a loan) is read with the question before, and
 * answered by the reader for that kind of loan, never as a plain rate change of the loan before.
 */
function readWithLoanBefore(input: string, history: readonly HistoryTurn[]): ComposedAnswer | null {
  const before = questionAsAnswered(history) ?? userTurns(history).at(-1);
  if (!before) return null;
  const text = input.toLowerCase();
  if (!LOAN_KIND.test(text) && !LOAN_KIND.test(before.text.toLowerCase())) return null;
  const alone = composeDirect(input, history.slice(0, before.index));
  if (alone.route.kind === 'quick' && isComputed(alone)) return null;
  const combined = composeDirect(`${sentence(before.text)} ${input}`, history.slice(0, before.index));
  if (combined.route.kind !== 'quick' || !isComputed(combined) || combined.markdown.includes('## Part '))
    return null;
  if (!LOAN_KIND.test(headingOf(combined.markdown)?.toLowerCase() ?? '')) return null;
  return { route: combined.route, markdown: `${EARLIER_FACTS_NOTE}\n\n${combined.markdown}` };
}

/**
 * "FHA loan on a 380k house…" then "add taxes of 4,200/yr and insurance 1,300/yr": figures added to a
 * worked answer that no calculator keeps a state for are read with the question before, and answered
 * by the same reading when it takes them (a calculator's state would price it another way).
 */
function continueQuickAnswer(input: string, history: readonly HistoryTurn[]): ComposedAnswer | null {
  const [user, assistant] = history.slice(-2);
  if (user?.role !== 'user' || assistant?.role !== 'assistant' || !/\d/.test(input)) return null;
  // Only figures added ("add taxes of…", "plus HOA 85", "include insurance 1,300/yr"); a changed one
  // is a follow-up-rewrite's.
  if (
    !/^\s*(?:(?:and|ok(?:ay)?|now|also),?\s+)?(?:add|plus|include|including|throw in|factor in|with)\b/i.test(
      input,
    )
  )
    return null;
  const heading = headingOf(assistant.text);
  if (!heading) return null;
  // After "what if it's 6 months free?", the question as that answer read it takes the added figure.
  const question = questionAsAnswered(history)?.text ?? user.text;
  const combined = composeDirect(`${sentence(question)} ${input}`, history.slice(0, -2));
  // One answer that reads the figures together; the earlier question answered again as a part is not.
  if (combined.route.kind !== 'quick' || !isComputed(combined) || combined.markdown.includes('## Part '))
    return null;
  if (headingOf(combined.markdown) !== heading) return null;
  return { route: combined.route, markdown: `${EARLIER_FACTS_NOTE}\n\n${combined.markdown}` };
}

/**
 * "what's the 1% rule" then "my 240k property rents at 2,100, does it pass?": figures given right
 * after an explanation, leaning on it, are to be run through what was explained; the question is
 * asked with the topic's name, and answered that way when that computes.
 */
function applyExplainedTopic(input: string, history: readonly HistoryTurn[]): ComposedAnswer | null {
  const previous = previousTopic(history);
  if (!previous || !/\d/.test(input) || !leansOnPrevious(input)) return null;
  const again = composeDirect(`${input} (${previous.title.replace(/\s*\([^)]*\)/g, '')})`, history);
  return isComputed(again) ? again : null;
}

/**
 * A follow-up to an explanation ("is that negotiable?", "and what does it not cover") stays with the
 * explained topic (topic-follow-up.ts) unless it clearly asks about something else: a refusal, live
 * data or an answer from a different topic family named by the message alone stand.
 */
function answerTopicFollowUp(
  input: string,
  history: readonly HistoryTurn[],
  direct: ComposedAnswer,
): ComposedAnswer | null {
  const previous = previousTopic(history);
  if (!previous) return null;
  const kind = direct.route.kind;
  // "whats the 45 day thing", "what can go wrong?": a short question that alone finds nothing is
  // about what was just explained, whether or not it leans back in words.
  const shortAndUnanswered =
    (kind === 'low-confidence' || kind === 'help') && input.trim().split(/\s+/).length <= 8;
  if (!leansOnPrevious(input) && !shortAndUnanswered) return null;
  if (kind !== 'knowledge' && kind !== 'low-confidence' && kind !== 'help' && !isAsking(direct)) return null;
  const hit = followUpTopic(input, previous);
  if (kind === 'knowledge' && direct.route.kind === 'knowledge') {
    const own = direct.route.hit;
    // The message names its own subject strongly ("what about an FHA loan?"): that topic answers.
    const family = new Set([previous.id, ...previous.related]);
    const namesIt = namesTopic(input, own.topic);
    if (!family.has(own.topic.id) && own.titleOrKeywordMatch && namesIt) return null;
  }
  return { route: { kind: 'knowledge', hit }, markdown: renderTopicFollowUp(input, hit) };
}

/**
 * A follow-up about a figure of the last computed answer ("whats the dscr on that", "20% tax on that
 * boot") that alone only matched an article or asked for numbers (previous-figures.ts).
 */
function answerOnPreviousFigures(
  input: string,
  history: readonly HistoryTurn[],
  direct: ComposedAnswer,
): ComposedAnswer | null {
  if (direct.route.kind !== 'knowledge' && direct.route.kind !== 'low-confidence' && !isAsking(direct))
    return null;
  const markdown = answerFromPreviousFigures(input, history);
  return markdown ? { route: direct.route, markdown } : null;
}

/**
 * Whether a message names a topic by itself: one of its phrases (as the search matches them), or two words of its title
 * that say something ("what about title insurance?", "an FHA loan then?"). One everyday word of a title
 * ("paying" in "Paying off the mortgage early") is not naming it.
 */
function namesTopic(input: string, topic: KnowledgeTopic): boolean {
  if (longestPhraseIn(input, topic) >= 2) return true;
  const text = ` ${input.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  const titleWords = (topic.title.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []).filter(
    (w) => !GENERAL_WORDS.has(w) && !STOP_WORDS.has(w),
  );
  const named = titleWords.filter((w) =>
    new RegExp(`\\b${w.slice(0, Math.max(3, w.length - 1))}`).test(text),
  );
  return titleWords.length > 0 && named.length >= Math.min(2, titleWords.length);
}

/**
 * Numbers typed right after a computed answer, which alone only matched an article ("the county next
 * door is 24 mills with the same ratio. what then?"): most likely about the numbers before.
 */
function isNumericFollowUp(input: string, direct: ComposedAnswer, history: readonly HistoryTurn[]): boolean {
  const last = history.at(-1);
  return (
    (direct.route.kind === 'knowledge' || direct.route.kind === 'low-confidence') &&
    /\d/.test(input) &&
    last?.role === 'assistant' &&
    // After a worked answer, or after a question asked before computing ("after how many payments?").
    (/\*\*Inputs/.test(last.text) || last.text.startsWith(CLARIFY_HEADING))
  );
}

/**
 * "how about biweekly payments instead", "and if it were interest only?": a follow-up without numbers
 * that names another way to work the figures just computed. Alone it only matches an article; read
 * with the earlier numbers it is that other calculation, taken only when it is one (the same answer
 * again would not be what was asked).
 */
function answerAnotherWay(
  input: string,
  history: readonly HistoryTurn[],
  direct: ComposedAnswer,
): ComposedAnswer | null {
  const last = history.at(-1);
  if (direct.route.kind !== 'knowledge' && direct.route.kind !== 'low-confidence') return null;
  if (/\d/.test(input) || !leansOnPrevious(input) || last?.role !== 'assistant') return null;
  const lastHeading = headingOf(last.text);
  if (!lastHeading || !/\*\*Inputs/.test(last.text)) return null;
  const again = answerWithEarlierFacts(input, history);
  const heading = again && headingOf(again.markdown);
  return heading && heading !== lastHeading ? again : null;
}

/**
 * "who usually pays for that?" after a buydown's cost: a short question leaning on a worked answer,
 * which alone finds nothing, is answered from the topic that answer's subject has.
 */
function answerOnComputedSubject(
  input: string,
  history: readonly HistoryTurn[],
  direct: ComposedAnswer,
): ComposedAnswer | null {
  if (direct.route.kind !== 'low-confidence' && direct.route.kind !== 'help') return null;
  if (/\d/.test(input) || !leansOnPrevious(input)) return null;
  const topic = computedTopic(history);
  if (!topic) return null;
  const hit = followUpTopic(input, topic);
  return { route: { kind: 'knowledge', hit }, markdown: renderTopicFollowUp(input, hit) };
}

/**
 * "who usually pays for that?" after a payment: a question without numbers that the earlier numbers
 * only answer with the same calculation again is not answered by it.
 */
function notTheSameAgain(
  input: string,
  history: readonly HistoryTurn[],
  answer: ComposedAnswer | null,
): ComposedAnswer | null {
  if (!answer || /\d/.test(input)) return answer;
  const last = history.at(-1);
  return last?.role === 'assistant' && headingOf(last.text) === headingOf(answer.markdown) ? null : answer;
}

/** Whether a calculator worked the answer on the conversation's figures (a follow-up of its own). */
function workedOnState(answer: ComposedAnswer): boolean {
  return (
    (answer.route.kind === 'calculation' || answer.route.kind === 'missing-inputs') &&
    Boolean(answer.route.followUp)
  );
}

/** Whether an answer carries on the last one: a calculator's follow-up, or the same kind of answer. */
function continuesLastAnswer(answer: ComposedAnswer, history: readonly HistoryTurn[]): boolean {
  if (workedOnState(answer)) return true;
  const last = history.at(-1);
  return last?.role === 'assistant' && headingOf(last.text) === headingOf(answer.markdown);
}

/** A message that opens by supposing a change: "what if…", "and if…", "suppose…". */
const WHAT_IF = /^\s*(?:(?:ok(?:ay)?|so|and|but),?\s+)?(?:what if|and if|suppose|supposing|say)\b/i;

/** A request from another domain: declined, and never read together with the earlier messages. */
function isDeclined(answer: ComposedAnswer): boolean {
  return answer.route.kind === 'help' && answer.route.reason === 'off-topic';
}

/** Shown above an answer that took numbers from the user's earlier messages. */
export const EARLIER_FACTS_NOTE = '_Using the numbers from your earlier messages too._';

/** An answer that asks for inputs or says it cannot help (not an article, a refusal or live data). */
function isAsking(answer: ComposedAnswer): boolean {
  const kind = answer.route.kind;
  return (
    kind === 'missing-inputs' ||
    kind === 'clarify' ||
    kind === 'help' ||
    kind === 'low-confidence' ||
    ASKING.some((a) => answer.markdown.includes(a))
  );
}

/** The user's messages in the history, oldest first, with where each sits. */
function userTurns(history: readonly HistoryTurn[]): { text: string; index: number }[] {
  return history.flatMap((t, index) => (t.role === 'user' ? [{ text: t.text, index }] : []));
}

const sentence = (text: string) => (/[.?!]\s*$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * The facts of a conversation are spread over messages ("thinking about borrowing 425k" … "at 6.25% for
 * 30 years what's the payment?"; "rents 3,100, PITI 2,050…" … "and the cash-on-cash if I have 62k in?").
 * When a question cannot be computed alone, it is asked again after the last one or two earlier
 * messages that carry numbers; the reading check still asks about anything that combined reading
 * leaves unused.
 */
function answerWithEarlierFacts(input: string, history: readonly HistoryTurn[]): ComposedAnswer | null {
  // After "what if I put 20% down instead?", the question as that answer read it (rule 107).
  const asAnswered = questionAsAnswered(history);
  const turns = userTurns(history).slice(-2);
  const earlier = (asAnswered ? [...turns.slice(0, -1), asAnswered] : turns).filter((t) => /\d/.test(t.text));
  // First as a change of the earlier question's numbers, even without "what if" ("the next town over
  // is 21.9 mills, same 70% assessment"): the new number replaces the old rather than joining it.
  const changed = rewriteEarlier(input, history, earlier, { requireCue: false });
  if (changed) return changed;
  for (let n = 1; n <= earlier.length; n++) {
    const used = earlier.slice(-n);
    const combined = [...used.map((t) => sentence(t.text)), input.trim()].join(' ');
    const again = composeDirect(combined, history.slice(0, used[0]!.index));
    // One answer from the facts together; answering the earlier question again as a part is not that.
    // Every number of the new message must be in it: "if we drop to 625" answered at the old price
    // would be the earlier answer again, passed off as the new one.
    if (isComputed(again) && !again.markdown.includes('## Part ') && showsEveryNumber(input, again.markdown))
      return { route: again.route, markdown: `${EARLIER_FACTS_NOTE}\n\n${again.markdown}` };
  }
  return null;
}

const ASKING = [CLARIFY_HEADING.replace(/^#+\s*/, ''), 'I need a bit more', 'I need a few more numbers'];

/** An answer with figures worked out from the question (not a question back, an article or help). */
function isComputed(answer: ComposedAnswer): boolean {
  const kind = answer.route.kind;
  return (
    (kind === 'calculation' || kind === 'deal' || kind === 'quick') &&
    !ASKING.some((a) => answer.markdown.includes(a))
  );
}

/**
 * A follow-up that changes a number of the question before it (follow-up-rewrite.ts): that question,
 * asked again with the change, when it then computes.
 */
function answerFollowUp(
  input: string,
  history: readonly HistoryTurn[],
  { onlyAdditions = false, requireCue = true }: { onlyAdditions?: boolean; requireCue?: boolean } = {},
): ComposedAnswer | null {
  // "what if bumps are 2.5%?" then "and with 4% escalations": the question as the last answer read it.
  const asAnswered = questionAsAnswered(history);
  const options = { requireCue, onlyAdditions };
  // The question before, alone or with the message before it when that is where its numbers were.
  return (
    (asAnswered ? rewriteEarlier(input, history, [asAnswered], options) : null) ??
    rewriteEarlier(input, history, userTurns(history).slice(-2), options)
  );
}

/**
 * The question the last answer answered when it was an earlier question asked again with a change
 * (its note says so): that earlier question with the change made, found the same way for a chain of
 * follow-ups. Null when the last answer was not such a rewrite.
 */
function questionAsAnswered(history: readonly HistoryTurn[]): { text: string; index: number } | null {
  const turns = userTurns(history);
  const last = turns.at(-1);
  const answer = last ? history[last.index + 1] : undefined;
  if (!last || answer?.role !== 'assistant' || !answer.text.startsWith(FOLLOW_UP_NOTE.replace(/\._$/, '')))
    return null;
  const earlier = history.slice(0, last.index);
  const before = questionAsAnswered(earlier) ?? userTurns(earlier).at(-1);
  if (!before) return null;
  // The last answer says it was this rewrite, so no opening cue is needed ("rehab went up to 52k").
  const rewritten = rewriteFollowUp(sentence(before.text), last.text, { requireCue: false });
  return rewritten ? { text: rewritten.question, index: before.index } : null;
}

/**
 * The last one, then the last two, of `turns` asked again with the follow-up's numbers put in
 * (follow-up-rewrite.ts), when that computes.
 */
function rewriteEarlier(
  input: string,
  history: readonly HistoryTurn[],
  turns: readonly { text: string; index: number }[],
  options: { requireCue: boolean; onlyAdditions?: boolean },
): ComposedAnswer | null {
  for (let n = 1; n <= turns.length; n++) {
    const used = turns.slice(-n);
    const rewritten = rewriteFollowUp(used.map((t) => sentence(t.text)).join(' '), input, options);
    if (!rewritten) continue;
    const again = composeDirect(rewritten.question, history.slice(0, used[0]!.index));
    if (!isComputed(again)) continue;
    const note = `${FOLLOW_UP_NOTE.replace(/_$/, '')} (${rewritten.changes.join(', ')})._`;
    return { route: again.route, markdown: `${note}\n\n${again.markdown}` };
  }
  return null;
}

/**
 * Whether an answer shows every number of the question: amounts read (reading-check.ts) and counts
 * ("420 active listings and 140 closings a month" has no unit the amount check knows).
 */
function showsEveryNumber(question: string, answer: string): boolean {
  if (unreadAmounts(question, answer).length > 0) return false;
  const shown = new Set(
    [...answer.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, ''))),
  );
  return tokenizeNumbers(normalizeText(question))
    .filter((t) => t.kind === 'plain' && t.value >= 10)
    .every((t) => shown.has(t.value));
}

function composeDirect(message: string, history: readonly HistoryTurn[]): ComposedAnswer {
  // The number a follow-up names as replaced is no input, so no reading doubt either.
  const input = followUpText(message, history.length > 0);
  const whole = routeQuestion(input, history);
  const wholeAnswer = { route: whole, markdown: renderRoute(whole, input) };
  if (whole.kind === 'fair-housing') return wholeAnswer;
  const parts = splitQuestions(input);
  // "will 61k of NOI cover a $740k loan at 7.875%? what is the DSCR": a part without numbers asks
  // about the numbers before it, and the whole question computes.
  if (
    isComputed(wholeAnswer) &&
    parts.some((p) => !/\d/.test(p)) &&
    showsEveryNumber(input, wholeAnswer.markdown)
  )
    return wholeAnswer;
  // "…max housing payment? assuming 550/mo of that is taxes, how big a loan? with 60k down, what
  // price?": one worked answer that reads every number of every part is the better answer.
  if (isComputed(wholeAnswer) && whole.kind === 'quick' && showsEveryNumber(input, wholeAnswer.markdown))
    return wholeAnswer;
  if (parts.length >= 2) {
    // Later parts see the earlier ones as history, so "and if caps compress to 6%?" keeps the thread.
    const turns: HistoryTurn[] = [...history];
    const answers: { part: string; route: Route; markdown: string }[] = [];
    for (const part of parts) {
      const route = routeQuestion(part, turns);
      const markdown = renderRoute(route, part);
      answers.push({ part, route, markdown });
      turns.push({ role: 'user', text: part }, { role: 'assistant', text: markdown });
    }
    const answered = answers.filter(
      (a) => ANSWERED_KINDS.has(a.route.kind) && !ASKING.some((q) => a.markdown.includes(q)),
    );
    // "price per square foot? and what would a 1,850 sf house go for at the same $/sf": a part with
    // numbers that alone gets only an article or a question leans on the parts before it, and the
    // whole question, computed, answers them together.
    if (
      isComputed(wholeAnswer) &&
      answers.some((a) => /\d/.test(a.part) && (isAsking(a) || a.route.kind === 'knowledge'))
    )
      return wholeAnswer;
    const distinct = new Set(answers.map((a) => a.markdown)).size === answers.length;
    // Parts answered one by one only when at least two of them are answered that way; a question
    // whose later sentences carry the numbers of the first ("…? both 30 year, closing costs $25,810.
    // monthly savings and break-even?") is answered whole.
    if (answered.length >= 2 && distinct) {
      const markdown = answers
        .map((a, i) => `## Part ${i + 1}: ${a.part.replace(/\s+/g, ' ')}\n\n${a.markdown.trim()}`)
        .join('\n\n---\n\n');
      return { route: (answered[0] as (typeof answers)[number]).route, markdown: `${markdown}\n` };
    }
  }
  return wholeAnswer;
}
