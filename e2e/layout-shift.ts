// Cumulative layout shift as the browser reports it (PerformanceObserver 'layout-shift' entries, buffered from the
// first paint): every shift not caused by the shopper's own input, summed over the whole load. That sum is never
// smaller than Lighthouse's CLS (the worst 5 s session window), so "under 0.1" here holds there too (decision 0031).
import type { Page } from 'playwright-core';

export interface Shift {
  value: number;
  /** The moved elements, as tag.class with where they were and went (y and height in px), for a readable failure. */
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * The observer, as page source: a string, so no bundler helper (esbuild's __name for the inner function) leaks into
 * code that runs in the page. It is installed through the DevTools protocol, which the store's CSP does not block.
 */
const OBSERVER = `(() => {
  const shifts = [];
  window.__layoutShifts = shifts;
  const name = (n) => {
    if (!(n instanceof Element)) return n ? n.nodeName : '?';
    const cls = typeof n.className === 'string' && n.className.trim() ? '.' + n.className.trim().split(/\\s+/).join('.') : '';
    return n.tagName.toLowerCase() + cls;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.hadRecentInput) shifts.push({ value: e.value, sources: e.sources.map((s) => name(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) + ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** Starts recording layout shifts in every document this page opens from now on (call before page.goto). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(OBSERVER);
}

/** The shifts of the current document once the network is idle and the page has had `settleMs` more to move. */
export async function layoutShifts(page: Page, settleMs = 1000): Promise<{ cls: number; shifts: Shift[] }> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(settleMs);
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}
