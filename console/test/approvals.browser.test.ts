/**
 * Four eyes in the console, in a real browser (docs/four-eyes.md, docs/console.md): the platform runs with
 * FOUR_EYES on and two admin keys, A and B (A made by the bootstrap key alone, B proposed by the bootstrap key
 * and approved by A). A publishes a scheduled rate change, suspends a partner and asks for an admin key: each says
 * "Proposed" and changes nothing; A's own proposal offers A no Approve. B approves the rate change (scheduled)
 * and the suspension (applied), and rejects the key with a reason, on the Approvals page. A viewer sees no
 * decision; axe-core finds no serious or critical violation on the list and a proposal; the list reads at 768 px.
 *
 * The setup is console.browser.test.ts's: Debian's Chromium through playwright-core, the platform over real
 * HTTP, skipped without Chromium unless REQUIRE_BROWSER=1. Screenshots go to .tmp/console/, or to
 * docs/console/ with CONSOLE_SCREENSHOTS=docs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium as playwright, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXE_VIOLATIONS } from './axe.js';
import { freePort } from '../../test/reliability/service.js';
import { defaultConsoleDir } from '../../src/platform/console-page.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { OPERATOR_KEY, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';

const chromium = (process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']).find((path) =>
  existsSync(path),
);
const required = process.env.REQUIRE_BROWSER === '1';
const runs = Boolean(chromium) || required;
const screenshots = process.env.CONSOLE_SCREENSHOTS === 'docs' ? join(process.cwd(), 'docs', 'console') : join(process.cwd(), '.tmp', 'console');
/** Later than the test platform's clock (2026-03-02 09:00 UTC), within the 366 days a change may be scheduled. */
const EFFECTIVE_DAY = '2026-03-16';
const EFFECTIVE_TIME = '07:30';

describe.skipIf(!runs)(`four eyes in the console${chromium ? '' : ' (Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH)'}`, () => {
  let t: TestPlatform;
  let browser: Browser;
  let base: string;
  let product: TestProduct;
  let partner: TestPartner;
  let partnerName: string;
  let keyA: string;
  let keyB: string;
  let viewerKey: string;
  const external: string[] = [];

  /** An operator API call with `key`. */
  const call = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.operator({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    expect(chromium, 'Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH').toBeDefined();
    if (!existsSync(join(defaultConsoleDir(), 'index.html'))) execFileSync('npm', ['run', '--silent', 'build:console'], { stdio: 'inherit' });
    mkdirSync(screenshots, { recursive: true });
    const port = await freePort();
    t = await startTestPlatform({ env: { HOST: '127.0.0.1', PORT: String(port), FOUR_EYES: 'on' } });
    await t.app.listen({ host: '127.0.0.1', port });
    base = `http://127.0.0.1:${port}`;

    // The first admin key: the bootstrap key alone (nobody could approve it).
    const first = await call(OPERATOR_KEY, 'POST', '/operator/operator-keys', { name: 'alice', role: 'admin' });
    expect(first.statusCode).toBe(201);
    keyA = first.json().key;
    // The second: proposed by the bootstrap key, approved by the first.
    const second = await call(OPERATOR_KEY, 'POST', '/operator/operator-keys', { name: 'bob', role: 'admin' });
    expect(second.statusCode).toBe(202);
    const approved = await call(keyA, 'POST', `/operator/proposals/${second.json().proposalId}/approve`);
    expect(approved.statusCode).toBe(200);
    keyB = approved.json().result.key;
    // A viewer key needs no second admin.
    const viewer = await call(keyA, 'POST', '/operator/operator-keys', { name: 'auditor', role: 'viewer' });
    expect(viewer.statusCode).toBe(201);
    viewerKey = viewer.json().key;

    product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    partner = await t.newPartner();
    partnerName = (await call(OPERATOR_KEY, 'GET', '/operator/partners?pageSize=200'))
      .json()
      .partners.find((p: { financialPartnerId: string }) => p.financialPartnerId === partner.financialPartnerId).name;

    browser = await playwright.launch({
      executablePath: chromium,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function signedIn(key: string, { width = 1280, bypassCSP = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP });
    const page = await context.newPage();
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== base) external.push(request.url());
    });
    await page.goto(`${base}/console/`);
    await page.getByLabel('Operator key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    return { context, page };
  }

  async function shot(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  }

  /** B opens the newest proposal of `kind` waiting on the Approvals page. */
  async function openWaiting(page: Page, kind: string): Promise<void> {
    await page.getByRole('link', { name: 'Approvals' }).click();
    await page.getByRole('heading', { name: 'Approvals' }).waitFor();
    await page.getByLabel('Kind').selectOption(kind);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(new RegExp(`kind=${kind}`));
    await page.locator('main tbody tr').first().getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Proposal' }).waitFor();
  }

  /** Confirms the decision open on the page and waits for the proposal's new state. */
  async function confirmAndSee(page: Page, state: string): Promise<void> {
    await page.getByRole('alertdialog', { name: 'Confirm the change' }).getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.facts .badge', { hasText: state }).waitFor();
  }

  it('A proposes a scheduled rate change from the catalogue: "Proposed", nothing published, no Approve for A', async () => {
    const { context, page } = await signedIn(keyA);
    await page.goto(`${base}/console/catalogue/products/${encodeURIComponent(product.productId)}`);
    await page.getByRole('heading', { name: `Product ${product.productId}` }).waitFor();
    await page.getByLabel(/New gross rate/).fill('5.1');
    await page.getByLabel('Effective date (UTC)').fill(EFFECTIVE_DAY);
    await page.getByLabel('Effective time (UTC)').fill(EFFECTIVE_TIME);
    await page.getByRole('button', { name: 'Review the change…' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm the change' });
    expect(await confirm.textContent()).toContain(`Scheduled for ${EFFECTIVE_DAY} ${EFFECTIVE_TIME} UTC`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Proposed — waits for another admin’s approval' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`${EFFECTIVE_DAY} ${EFFECTIVE_TIME}:00 UTC`);
    expect(await page.getByRole('status').filter({ hasText: 'Published.' }).count()).toBe(0);
    // Nothing published: the issue is at its version still.
    expect((await call(OPERATOR_KEY, 'GET', `/operator/products/${product.productId}/issues`)).json().issues[0].currentVersion).toBe(product.currentVersion);
    const [proposal] = (await call(OPERATOR_KEY, 'GET', '/operator/proposals?kind=publish-issue-version')).json().proposals;
    expect(proposal).toMatchObject({
      state: 'proposed',
      proposedBy: 'alice',
      effectiveAtUtc: expect.stringMatching(/^2026-03-16T07:30:00/),
      payload: expect.objectContaining({ version: expect.objectContaining({ ratePercent: 5.1 }) }),
    });

    // Its own proposal: A may withdraw it, not approve or reject it.
    await notice.getByRole('link', { name: 'See the proposal' }).click();
    await page.getByRole('heading', { name: 'Proposal' }).waitFor();
    await page.getByRole('button', { name: 'Withdraw…' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve…' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reject…' }).count()).toBe(0);
    expect(await page.locator('main').textContent()).toContain('Your own proposal');
    await context.close();
  }, 60_000);

  it('A suspends a partner and asks for an admin key: each is proposed, the partner stays Active and no key is shown', async () => {
    const { context, page } = await signedIn(keyA);
    await page.getByRole('link', { name: 'Partners' }).click();
    await page.getByLabel('Search partners').fill(partner.financialPartnerId);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Suspend ${partnerName}` }).click();
    await page.getByLabel('Reason for the suspension').fill('Unpaid invoices');
    await page.getByRole('alertdialog', { name: 'Confirm the change' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'Proposed — waits for another admin’s approval' }).waitFor();
    expect(await page.locator('main tbody tr').first().textContent()).toContain('Active');

    await page.getByRole('link', { name: 'Operator keys' }).click();
    await page.getByLabel('Name (a person or a system)').fill('carol');
    await page.getByLabel('Role').selectOption('admin');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('status').filter({ hasText: 'Proposed — waits for another admin’s approval' }).waitFor();
    expect(await page.locator('[data-secret]').count()).toBe(0);
    // The overview counts the three proposals waiting, linked to the list.
    await page.getByRole('link', { name: 'Overview' }).click();
    const tile = page.locator('.tile', { hasText: 'Waiting for approval' });
    await tile.waitFor();
    expect(await tile.locator('.tile-value').textContent()).toBe('3');
    await tile.getByRole('link').click();
    await page.getByRole('heading', { name: 'Approvals' }).waitFor();
    await page.locator('main tbody tr').nth(2).waitFor();
    expect(await page.locator('.list-tools .total').textContent()).toBe('3 proposals');
    await context.close();
  }, 60_000);

  it('B approves the rate change (scheduled) and the suspension (applied), and rejects the admin key with a reason', async () => {
    const { context, page } = await signedIn(keyB);
    await openWaiting(page, 'publish-issue-version');
    await page.getByRole('button', { name: 'Approve…' }).click();
    expect(await page.getByRole('alertdialog').textContent()).toContain('applies at 2026-03-16 07:30:00 UTC');
    await confirmAndSee(page, 'scheduled');
    expect(await page.locator('.facts').textContent()).toContain('by bob');
    // Scheduled: any admin may cancel it before its instant; the version is not published yet.
    await page.getByRole('button', { name: 'Cancel the scheduled change…' }).waitFor();
    expect((await call(OPERATOR_KEY, 'GET', `/operator/products/${product.productId}/issues`)).json().issues[0].currentVersion).toBe(product.currentVersion);
    await shot(page, 'proposal');

    await openWaiting(page, 'suspend-partner');
    expect(await page.locator('.facts').textContent()).toContain(partnerName);
    await page.getByRole('button', { name: 'Approve…' }).click();
    await confirmAndSee(page, 'applied');
    const suspended = (await call(OPERATOR_KEY, 'GET', `/operator/partners?search=${partner.financialPartnerId}`)).json().partners[0];
    expect(suspended).toMatchObject({ status: 'Suspended', suspensionReason: 'Unpaid invoices' });

    await openWaiting(page, 'create-admin-key');
    await page.getByRole('button', { name: 'Reject…' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm the change' });
    // No reason, no rejection.
    expect(await confirm.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await page.getByLabel('Reason for rejecting').fill('Carol has a viewer key already');
    await confirmAndSee(page, 'rejected');
    expect(await page.locator('.facts').textContent()).toContain('Carol has a viewer key already');
    expect(await page.locator('[data-secret]').count()).toBe(0);

    // The list of every state: each decided, and who decided it.
    await page.goto(`${base}/console/approvals?state=any`);
    await page.locator('main tbody tr').nth(3).waitFor();
    const rows = await page.locator('main tbody tr').allTextContents();
    expect(rows.find((r) => r.includes('issue 1'))).toMatch(/scheduled.*bob/);
    expect(rows.find((r) => r.includes('Suspend'))).toMatch(/applied.*bob/);
    expect(rows.find((r) => r.includes('carol'))).toMatch(/rejected.*bob/);
    // The object is linked to its page.
    await page
      .locator('main tbody tr', { hasText: 'issue 1' })
      .getByRole('link', { name: new RegExp(product.productId) })
      .click();
    await page.getByRole('heading', { name: `Product ${product.productId}` }).waitFor();
    await context.close();
  }, 60_000);

  it('shows an approved admin key once, to the approver', async () => {
    const proposed = await call(keyA, 'POST', '/operator/operator-keys', { name: 'dave', role: 'admin' });
    expect(proposed.statusCode).toBe(202);
    const { context, page } = await signedIn(keyB);
    await page.goto(`${base}/console/approvals/${proposed.json().proposalId}`);
    await page.getByRole('button', { name: 'Approve…' }).click();
    await confirmAndSee(page, 'applied');
    const once = page.getByRole('region', { name: 'Key of dave (admin)' });
    await once.waitFor();
    const key = (await once.locator('[data-secret="Operator key"]').textContent()) ?? '';
    expect((await call(key, 'GET', '/operator/me')).json()).toMatchObject({ name: 'dave', role: 'admin' });
    await page.getByRole('button', { name: 'I have saved them' }).click();
    expect(await page.locator('[data-secret]').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('gives a viewer the proposals without a decision, and reads at tablet width', async () => {
    const waiting = await call(keyA, 'POST', `/operator/products/${product.productId}/issues/1/versions`, { marginPercent: 0.4 });
    expect(waiting.statusCode).toBe(202);
    const { context, page } = await signedIn(viewerKey, { width: 768 });
    await page.getByRole('link', { name: 'Approvals' }).click();
    await page.locator('main tbody tr').first().waitFor();
    // At tablet width the page itself never scrolls sideways.
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await page.goto(`${base}/console/approvals/${waiting.json().proposalId}`);
    await page.getByRole('heading', { name: 'Proposal' }).waitFor();
    await page.locator('pre.payload').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(await page.locator('main button').count()).toBe(0);
    await context.close();
    expect(external).toEqual([]);
  }, 60_000);

  it('exports the proposals the filters match as CSV', async () => {
    const { context, page } = await signedIn(keyB);
    await page.goto(`${base}/console/approvals?state=any`);
    await page.locator('main tbody tr').first().waitFor();
    await shot(page, 'approvals');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('proposals.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .split('\r\n')
      .filter(Boolean);
    const all = (await call(keyB, 'GET', '/operator/proposals?pageSize=1')).json();
    expect(lines[0]).toMatch(/^proposalId,kind,/);
    expect(lines).toHaveLength(1 + all.totalCount);
    await context.close();
  }, 60_000);

  it('has no serious or critical accessibility violation on the Approvals list and a proposal (axe-core, WCAG 2 A and AA)', async () => {
    const [first] = (await call(keyB, 'GET', '/operator/proposals?state=proposed')).json().proposals;
    const [scheduled] = (await call(keyB, 'GET', '/operator/proposals?state=scheduled')).json().proposals;
    const paths = ['/approvals', '/approvals?state=any', `/approvals/${first.proposalId}`, `/approvals/${scheduled.proposalId}`, '/'];
    // The console's CSP refuses an injected script, rightly: this context alone lets axe in.
    const { context, page } = await signedIn(keyB, { bypassCSP: true });
    const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(`${base}/console${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.addScriptTag({ path: axeSource });
      const violations = (await page.evaluate(AXE_VIOLATIONS)) as string[];
      found.push(...violations.map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
    // With a decision open, too (the reason field in its confirmation).
    await page.goto(`${base}/console/approvals/${first.proposalId}`);
    await page.getByRole('button', { name: 'Reject…' }).click();
    await page.addScriptTag({ path: axeSource });
    expect(await page.evaluate(AXE_VIOLATIONS)).toEqual([]);
    await context.close();
  }, 120_000);
});
