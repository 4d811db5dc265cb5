import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical axe-core violations (WCAG 2.x A/AA and best practices). */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  options: { exclude?: string[] } = {},
): Promise<void> {
  // Scanned at rest: an element fading in (a dialog's overlay and content, a new message) is measured
  // by axe through its momentary opacity, which is no colour anyone reads. Endless animations (the
  // typing dots, spinners) never rest and are left running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, `${label}: serious or critical accessibility violations`).toEqual([]);
}
