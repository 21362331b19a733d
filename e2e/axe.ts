import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * Accessibility checks with axe-core, in the page itself. The pages' Content-Security-Policy
 * rightly refuses inline scripts, so axe is evaluated through the browser's debugging protocol
 * (page.evaluate), which the policy does not govern.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Serious and critical violations on the page as it is now (WCAG 2.x A and AA rules, plus axe's best practices). */
export async function seriousViolations(page: Page): Promise<AxeProblem[]> {
  const loaded = await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const found = await axe.run(document, { resultTypes: ['violations'] });
    return found.violations.map((v) => ({ rule: v.id, impact: v.impact ?? 'unknown', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A readable line per problem, for a failing expectation's message. */
export function describe(label: string, problems: readonly AxeProblem[]): string[] {
  return problems.map((p) => `${label}: ${p.rule} (${p.impact}): ${p.help} at ${p.targets.join(', ')}`);
}
