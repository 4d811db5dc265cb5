// Hours a year two commutes take, told by their minutes (docs/assistant.md rule 72): "Option 1: 28-min
// drive each way. Option 2: 12-min walk + 31-min train + 6-min walk, each way. 5 days a week, 48
// weeks a year: annual commute hours for each and the difference?". Each option's legs add up (each
// way, or a round trip when it says so); the trips a year are the days a week × the weeks, or the
// days a month × 12, or the days a year stated. Part of quick-math (READERS there); every number must be
// placed.
import { formatNumber } from './format.ts';
import type { Reader, Span } from './quick-math-reading.ts';
import { everyNumberPlaced } from './quick-math-reading.ts';

const LEG = /\b(\d{1,3})[- ]?(?:minutes?|mins?)\b/g;
/** Where an option starts: "Option 1:", "option B", "House A:", "the first", "route 2". */
const OPTION =
  /\b(?:option|route|house|home|place|commute|choice)\s*(?:#\s?)?(?:[a-d1-4])\b\s*[:-]?|\b(?:the )?(?:first|second)(?: one| option| commute)?\s*[:-]/g;
const ASKED = /\bhours?\b|\btime\b/;

export const commuteHours: Reader = ({ text }) => {
  if (!ASKED.test(text) || !/\bcommut\w*|\bdrive\b|\btrain\b|\bbus\b|\bwalk\b|\btransit\b/.test(text))
    return null;
  const starts = [...text.matchAll(OPTION)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (starts.length !== 2) return null;
  const spans: Span[] = [...starts];
  const options = starts.map((s, i) => {
    const end = starts[i + 1]?.start ?? text.length;
    const part = text.slice(s.end, end);
    const legs = [...part.matchAll(LEG)].map((m) => {
      spans.push({ start: s.end + (m.index ?? 0), end: s.end + (m.index ?? 0) + m[0].length });
      return Number(m[1]);
    });
    const roundTrip = /\bround[- ]?trip\b|\bboth ways\b|\ba day\b/.test(part);
    return { legs, roundTrip, name: text.slice(s.start, s.end).replace(/[:\-\s]+$/, '') };
  });
  if (options.some((o) => o.legs.length === 0)) return null;
  // Each way unless said otherwise: "each way" anywhere in the question covers both options.
  const eachWaySaid = /\beach way\b|\bone way\b/.test(text);
  if (!eachWaySaid && options.some((o) => !o.roundTrip)) return null;
  // The trips a year.
  const perWeek = /\b(\d)\s*days? (?:a|per|each) week\b/.exec(text);
  const weeks = /\b(\d{2})\s*(?:work\s*)?weeks? (?:a|per|each) year\b/.exec(text);
  const perMonth = /\b(\d{1,2})\s*(?:work\s*)?days? (?:a|per|each) month\b/.exec(text);
  const perYear = /\b(\d{2,3})\s*(?:work\s*)?days? (?:a|per|each) year\b/.exec(text);
  let days: number;
  let daysShown: string;
  const span = (m: RegExpExecArray) => ({ start: m.index, end: m.index + m[0].length });
  if (perWeek && weeks) {
    days = Number(perWeek[1]) * Number(weeks[1]);
    daysShown = `${perWeek[1]} days a week × ${weeks[1]} weeks = ${days} days a year`;
    spans.push(span(perWeek), span(weeks));
  } else if (perYear) {
    days = Number(perYear[1]);
    daysShown = `${days} days a year`;
    spans.push(span(perYear));
  } else if (perMonth) {
    days = Number(perMonth[1]) * 12;
    daysShown = `${perMonth[1]} days a month × 12 = ${days} days a year`;
    spans.push(span(perMonth));
  } else return null;
  if (!everyNumberPlaced(text, spans)) return null;
  const hours = options.map((o) => {
    const minutes = o.legs.reduce((sum, m) => sum + m, 0) * (o.roundTrip && !eachWaySaid ? 1 : 2);
    return (minutes * days) / 60;
  });
  const [a, b] = hours as [number, number];
  return {
    title: 'Commute hours a year, two ways',
    inputs: [
      ...options.map(
        (o) =>
          `${o.name[0]!.toUpperCase()}${o.name.slice(1)}: ${o.legs.length > 1 ? `${o.legs.join(' + ')} = ` : ''}${o.legs.reduce((x, y) => x + y, 0)} minutes ${o.roundTrip && !eachWaySaid ? 'a round trip' : 'each way'}`,
      ),
      `Days: ${daysShown}`,
    ],
    results: [
      ...options.map(
        (o, i) =>
          `${o.name[0]!.toUpperCase()}${o.name.slice(1)}: **${formatNumber(hours[i]!, 1)} hours** a year`,
      ),
      `Difference: **${formatNumber(Math.abs(a - b), 1)} hours** a year`,
    ],
    method: 'Minutes each way × 2 × days a year ÷ 60, for each',
  };
};
