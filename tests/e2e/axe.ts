import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Mode } from './ports';

const AXE_SCRIPT = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 adds no level-A rule to axe). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Loads axe-core into the page once per page load; client-side navigation keeps it. */
export async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
}

/**
 * Runs the WCAG A/AA rules on the whole document and returns one line per element that
 * fails a serious or critical rule: "rule (impact) target: help". Empty means clean.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: [...tags] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })) }));
  }, WCAG_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => {
        const detail = (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200);
        return `${where}: ${v.id} (${v.impact}) ${JSON.stringify(node.target)} ${node.html.slice(0, 120)}: ${v.help}. ${detail}`;
      }),
    );
}

/**
 * axe on the states a route sweep cannot reach (a filled cart, an open dialog, the call), taken
 * along a flow and judged at its end; once, on the fake backend (the pages are the same in both).
 */
export function axeAlongTheFlow(mode: Mode): { check(page: Page, where: string): Promise<void>; expectNoneSerious(): void } {
  const findings: string[] = [];
  return {
    async check(page, where) {
      if (mode === 'fake') findings.push(...(await seriousViolations(page, where)));
    },
    expectNoneSerious() {
      if (findings.length > 0) console.error(findings.join('\n'));
      expect(findings).toEqual([]);
    },
  };
}
