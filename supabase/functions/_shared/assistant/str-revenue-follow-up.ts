// A follow-up to a short-term rental answer (docs/assistant.md rule 97) that changes one input: "and
// if I self-manage, so no 20% fee?" sets the management share to 0%; "and if occupancy is 68%
// instead?" replaces the occupancy; "what if it's only 14 nights?" the booked nights. The earlier
// question is worked again with that change by the same quick-math readers, and only answered when
// one of the short-term rental readers takes it.
import { readQuickMath, type QuickAnswer } from './quick-math.ts';
import { PCT } from './quick-math-reading.ts';

const STR_TITLES =
  /^(?:Short-term rental|Long-term lease vs short-term rental|Revenue for a target cash-on-cash|Small resort|Booked nights by season|Rental income given up)/;
const SELF_MANAGE =
  /\bself[- ]?manag\w*|\bmanag\w* (?:it |the \w+ |the short[- ]term rental |the str )?(?:myself|ourselves)\b|\bno (?:property )?manager\b|\bwithout (?:a |the )?(?:property )?manager\b|\bdo it myself\b|\bno (?:\d+(?:\.\d+)?% )?(?:management|manager'?s?) fee\b|\bcut (?:out )?the manager\b|\bdrop the manager\b/;
const LONG = /\blong[- ]term\b|\blease\b|\btenant\b/;

/** The earlier question with the one change the follow-up asks for, or null when it asks none. */
function changed(followUp: string, earlier: string): { text: string; note: string } | null {
  if (SELF_MANAGE.test(followUp)) {
    const named = new RegExp(PCT).exec(followUp);
    const fees = [...earlier.matchAll(new RegExp(PCT, 'g'))]
      .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, value: Number(m[1]) / 100 }))
      .filter((p) => {
        const before = earlier
          .slice(Math.max(0, p.start - 40), p.start)
          .split(/[.;,(]/)
          .pop()!;
        const after = earlier.slice(p.end, p.end + 25).split(/[.;,(]/)[0]!;
        return /manag|\bpm\b/.test(`${before} ${after}`) && !/vacan|occup/.test(after);
      });
    // The short-term side's manager, never a long-term lease's ("a manager 8% of that").
    const own = fees.filter((f) => {
      const sentence = earlier.slice(Math.max(0, earlier.lastIndexOf('.', f.start)), f.end);
      return !(LONG.test(sentence) && !/\bshort[- ]term\b|\bstr\b|\bnight/.test(sentence));
    });
    const pick = named ? own.filter((f) => Math.abs(f.value - Number(named[1]) / 100) < 1e-9) : own;
    if (pick.length !== 1) return null;
    const f = pick[0]!;
    return {
      text: `${earlier.slice(0, f.start)}0%${earlier.slice(f.end)}`,
      note: `self-managed, so the ${earlier.slice(f.start, f.end)} management fee is 0%`,
    };
  }
  const occupancy = /\boccupancy\b|\boccupied\b|\bbooked\b/.test(followUp)
    ? new RegExp(PCT).exec(followUp)
    : null;
  if (occupancy) {
    const at = new RegExp(
      `${PCT}\\s*(?:average\\s*)?(?:occupancy|occupied|booked)|\\b(?:occupancy|occupied)(?: rate)?\\s*(?:of|is|at|:)?\\s*${PCT}`,
    ).exec(earlier);
    if (!at) return null;
    const digits = at[1] ?? at[2]!;
    const start = at.index + at[0].indexOf(digits);
    return {
      text: `${earlier.slice(0, start)}${occupancy[1]}${earlier.slice(start + digits.length)}`,
      note: `occupancy ${digits}% → ${occupancy[1]}%`,
    };
  }
  return null;
}

export function strRevenueFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  // Read as written: normalising would turn "occupancy is 68%" into a vacancy of 32%.
  const text = followUp.toLowerCase();
  if (text.split(/\s+/).length > 30) return null;
  const before = readQuickMath(previousQuestion);
  if (!before || !STR_TITLES.test(before.title)) return null;
  const change = changed(text, previousQuestion.toLowerCase());
  if (!change) return null;
  const after = readQuickMath(change.text);
  if (!after || after.title !== before.title) return null;
  const was = before.results.filter((r) => /\*\*/.test(r));
  return {
    ...after,
    inputs: [`Changed: ${change.note}`, ...after.inputs],
    results: [
      ...after.results,
      ...(was.length ? [`Before the change: ${was.map((r) => r.replace(/\*\*/g, '')).join('; ')}`] : []),
    ],
  };
}
