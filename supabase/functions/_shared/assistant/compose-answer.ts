// Turns a message (and the conversation so far) into the local assistant's full markdown answer.

import type { HistoryTurn } from '../protocol.ts';
import { renderCalculation, renderMissingInputs } from './calculator-answers.ts';
import { renderFairHousingAnswer } from './fair-housing.ts';
import { renderHelpAnswer } from './help-answer.ts';
import { routeQuestion, type Route } from './intent.ts';
import { renderKnowledgeAnswer, renderLowConfidence } from './knowledge-search.ts';
import { readAsBlock, renderDealRoute } from './deal-answers.ts';
import { renderLiveDataAnswer } from './live-data.ts';
import { CLARIFY_HEADING } from './intent.ts';

export interface ComposedAnswer {
  route: Route;
  markdown: string;
}

/** Shown above an answer that reused the numbers of an earlier question. */
export const FOLLOW_UP_NOTE = '_Using the numbers from your earlier question, with your changes._';

export function renderRoute(route: Route, input = ''): string {
  if ((route.kind === 'calculation' || route.kind === 'missing-inputs') && route.followUp)
    return `${FOLLOW_UP_NOTE}\n\n${renderRouteBody(route, input)}`;
  return renderRouteBody(route, input);
}

function renderRouteBody(route: Route, input: string): string {
  switch (route.kind) {
    case 'fair-housing':
      return renderFairHousingAnswer(route.check);
    case 'calculation': {
      const body = renderCalculation(route.request);
      if (route.readAs.length === 0) return body;
      // The readings go right under the title, where they cannot be missed.
      const [title, ...rest] = body.split('\n\n');
      return [title, readAsBlock(route.readAs), ...rest].join('\n\n');
    }
    case 'deal':
      return renderDealRoute(route.deal);
    case 'live-data':
      return renderLiveDataAnswer(route.live);
    case 'clarify':
      return `${CLARIFY_HEADING}\n\n${route.question}\n\nReply with ${route.options.map((o) => `\`${o}\``).join(' or ')} and I'll run the numbers.\n`;
    case 'low-confidence':
      return renderLowConfidence(route.suggestions);
    case 'missing-inputs':
      return renderMissingInputs(route.calculator, route.missing, route.quantities);
    case 'knowledge':
      return renderKnowledgeAnswer(route.hit, input);
    case 'help':
      return renderHelpAnswer(route.reason);
  }
}

/** Routes the message and renders the answer as markdown. Deterministic and synchronous. */
export function composeAnswer(input: string, history: readonly HistoryTurn[] = []): ComposedAnswer {
  const route = routeQuestion(input, history);
  return { route, markdown: renderRoute(route, input) };
}
