import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core over the whole document (or only the part `within` selects) and returns its
 * violations, readably.
 */
export async function axeViolations(page: Page, within?: string) {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document | { include: string[][] }): Promise<unknown> };
      }
    ).axe;
    const results = (await axe.run(selector ? { include: [[selector]] } : document)) as {
      violations: AxeViolation[];
    };
    return results.violations;
  }, within);
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => JSON.stringify(n.target)),
  }));
}
