import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A and AA (decision 100, decision 101, docs/accessibility.md): axe-core over what the
 * page shows now. A violation of serious or critical impact is pushed to `found`, named with the
 * page or sheet, the rule and the first elements it was found on.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The desktop side menu, the same on every page of a role: a walk scans it with its first page and
 * leaves it out of the next ones (`menuScanned`), which on superadmin's ninety-entry menu is most of
 * what axe would read again each time.
 */
const sideMenu = 'nav[aria-label="Main menu"]';

/**
 * What AxeBuilder evaluates as axe-core's source when the page already has it: the app moves
 * between pages without a page load, so axe-core, once injected, stays for the rest of a walk.
 */
const alreadyInjected = ';';

export async function scan(
  page: Page,
  where: string,
  found: string[],
  { menuScanned = false }: { menuScanned?: boolean } = {},
): Promise<void> {
  const injected = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  // Legacy mode is one `axe.run` in the page. The default (`runPartial` in each frame, then
  // `finishRun` in a blank page it opens for each scan) reads cross-origin frames, which no screen
  // of the app has, and took two to four times as long per scan (docs/performance.md).
  const builder = new AxeBuilder({ page, ...(injected ? { axeSource: alreadyInjected } : {}) })
    .setLegacyMode(true)
    .withTags(wcagTags)
    // Only violations are read: the passing rules' nodes are not gathered and sent back.
    .options({ resultTypes: ['violations'] });
  if (menuScanned) builder.exclude(sideMenu);
  const { violations } = await builder.analyze();
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const nodes = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
    found.push(`${where}: ${v.id} (${v.impact}, ${v.nodes.length}) ${nodes.join(' | ')}`);
  }
}

/** Until the page's first answers are in: no skeleton or spinner left in the page shown. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.locator('main .adm-skeleton, main .adm-dot-loading').filter({ visible: true })).toHaveCount(0);
}
