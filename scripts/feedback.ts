// npm run feedback -- [--json] [--limit <n>] [--url <backend url>] [--service-key <key>]
// Prints what beta testers said about the assistant's replies: date, e-mail, rating, note,
// conversation title and an excerpt of the question and answer, newest first, with totals. --json
// prints the same as one JSON object ({ totals, feedback }). Finds the backend as npm run invite does.
import { parseArgs } from 'node:util';
import { fetchFeedbackReport, FeedbackReportError, formatFeedbackReport } from './feedback-report.ts';
import { stackTarget } from './stack-target.ts';

const USAGE = 'Usage: npm run feedback -- [--json] [--limit <n>] [--url <backend url> --service-key <key>]';

let values;
try {
  ({ values } = parseArgs({
    allowPositionals: false,
    options: {
      json: { type: 'boolean' },
      limit: { type: 'string' },
      url: { type: 'string' },
      'service-key': { type: 'string' },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const limit = values.limit === undefined ? 1000 : Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error(`--limit must be a whole number from 1 up.\n${USAGE}`);
  process.exit(2);
}

const { url, serviceRoleKey, noKeyReason } = await stackTarget({
  url: values.url,
  serviceKey: values['service-key'],
});
if (!serviceRoleKey) {
  console.error(noKeyReason);
  process.exit(2);
}

try {
  const report = await fetchFeedbackReport({ url, serviceRoleKey, limit });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatFeedbackReport(report));
} catch (error) {
  console.error(error instanceof FeedbackReportError ? error.message : (error as Error).message);
  process.exit(1);
}
