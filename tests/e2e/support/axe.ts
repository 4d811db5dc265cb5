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
  // typing dots, spinners) never rest and are left running. A toast can start fading out while axe
  // runs (its timer is not an animation until it fires), so a scan that finds something is repeated
  // once at rest: a real violation is found again, a moment's opacity is not.
  const atRest = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
  const scan = async () => {
    await atRest();
    let builder = new AxeBuilder({ page });
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const results = await builder
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    return serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    );
  };
  let report = await scan();
  if (report.length > 0) report = await scan();
  expect(report, `${label}: serious or critical accessibility violations`).toEqual([]);
}
