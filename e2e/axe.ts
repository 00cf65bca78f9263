// axe-core run inside the page: the serious and critical violations, one readable line per element, so a failing test
// names the rule, the element and the fix (decision 0031). The npm package's own source is evaluated through the
// DevTools protocol: the store's CSP (script-src 'self') refuses an injected <script> tag (addScriptTag), and the
// page keeps the CSP it really has instead of a test-only bypass.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** WCAG 2.0/2.1/2.2 A and AA plus axe's best practices: every rule axe ships, none switched off. */
const RUN_OPTIONS: axe.RunOptions = { resultTypes: ['violations'] };

/** The serious and critical axe violations of the page as it is now, one line per element ("rule: help — target — fix"). */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  const results = await page.evaluate((options) => window.axe!.run(document, options), RUN_OPTIONS);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' > ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}
