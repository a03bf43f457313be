/**
 * The operator console in a real browser: Playwright (playwright-core) driving
 * Debian's Chromium against the platform over real HTTP, on a fresh sandbox
 * with a partner whose deposit has settled. It signs in with a good and a
 * wrong key, onboards a partner, publishes a rate change and finds it in the
 * audit log, follows an instruction to its batch and account, checks that a
 * viewer sees no write controls, and reads the reconciliation page.
 *
 * Needs Chromium (`apt-get install -y chromium`; CHROMIUM_PATH names another)
 * and the built console (dist/console: `npm run build`; built here when
 * missing). Without Chromium the tests are skipped, saying so, except where
 * REQUIRE_BROWSER=1 (.ci/run sets it), where its absence is a failure.
 * Screenshots of each page go to .tmp/console/, or to docs/console/ with
 * CONSOLE_SCREENSHOTS=docs (how the README's pictures are made).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium as playwright, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/reliability/service.js';
import { defaultConsoleDir } from '../../src/platform/console-page.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { OPERATOR_KEY, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';

const chromium = (process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']).find((path) =>
  existsSync(path),
);
const required = process.env.REQUIRE_BROWSER === '1';
const runs = Boolean(chromium) || required;
const screenshots = process.env.CONSOLE_SCREENSHOTS === 'docs' ? join(process.cwd(), 'docs', 'console') : join(process.cwd(), '.tmp', 'console');
const DAY = '2026-03-02';

describe.skipIf(!runs)(`the operator console in a browser${chromium ? '' : ' (Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH)'}`, () => {
  let t: TestPlatform;
  let browser: Browser;
  let base: string;
  let partner: TestPartner;
  let product: TestProduct;
  let depositReference: string;
  const external: string[] = [];

  beforeAll(async () => {
    expect(chromium, 'Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH').toBeDefined();
    if (!existsSync(join(defaultConsoleDir(), 'index.html'))) execFileSync('npm', ['run', '--silent', 'build:console'], { stdio: 'inherit' });
    mkdirSync(screenshots, { recursive: true });
    const port = await freePort();
    t = await startTestPlatform({ env: { HOST: '127.0.0.1', PORT: String(port) } });
    await t.app.listen({ host: '127.0.0.1', port });
    base = `http://127.0.0.1:${port}`;

    // A partner whose deposit has been processed, batched, closed and settled: a story to follow.
    partner = await t.newPartner();
    const d = driver(t, partner);
    product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const client = await d.newClient();
    depositReference = await d.submitOk('deposit', newDeposit(product, client, { amount: 2500.5 }));
    await d.run();
    await d.settle(DAY, 'deposit');

    browser = await playwright.launch({
      executablePath: chromium,
      headless: true,
      // Root in a container has no user namespace for Chromium's sandbox; the pages are our own. The network
      // flags keep Chromium from calling out (this machine's network is closed).
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    // Everything the console loads comes from the platform itself.
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== base) external.push(request.url());
    });
    return { context, page };
  }

  async function signIn(page: Page, key = OPERATOR_KEY): Promise<void> {
    await page.goto(`${base}/console/`);
    await page.getByLabel('Operator key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  async function shot(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  }

  it('refuses a wrong key, signs in with a good one (from the keyboard) and shows the overview', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'not-a-key');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not accepted');
    await shot(page, 'sign-in');

    await page.getByLabel('Operator key').fill(OPERATOR_KEY);
    await page.getByLabel('Operator key').press('Enter');
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('Reconciliation');
    // The key is kept for the tab only.
    expect(await page.evaluate('sessionStorage.length')).toBe(1);
    expect(await page.evaluate('localStorage.length')).toBe(0);
    // The overview of the settled day: its Completed deposit batch, with its total right-aligned next to its currency.
    await page.getByLabel('Day').fill(DAY);
    const total = page.locator('td.money', { hasText: '2,500.50' }).first();
    await total.waitFor();
    expect(await total.textContent()).toContain('GBP');
    // The browser's own code, as a string: this package is compiled without the DOM's types.
    expect(await page.evaluate("getComputedStyle(document.querySelector('td.money')).textAlign")).toBe('right');
    await shot(page, 'overview');
    await context.close();
  }, 60_000);

  it('onboards a partner and shows its credentials once', async () => {
    const { context, page } = await newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Partners' }).click();
    await page.getByLabel('Partner name').fill('Harbour Wealth');
    await page.getByLabel('Role').selectOption('wealth');
    await page.getByRole('button', { name: 'Onboard' }).click();
    const once = page.getByRole('region', { name: 'Credentials of Harbour Wealth' });
    await once.waitFor();
    const secret = await once.locator('[data-secret="Client secret"]').textContent();
    expect(secret?.length).toBeGreaterThanOrEqual(40);
    await page.getByRole('cell', { name: 'Harbour Wealth', exact: true }).waitFor();
    await shot(page, 'partners');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    expect(await page.locator('[data-secret]').count()).toBe(0);
    // The credentials work: the new partner gets a token.
    const partners = (await t.operator({ method: 'GET', url: '/operator/partners?search=Harbour' })).json();
    expect(partners.partners).toEqual([expect.objectContaining({ name: 'Harbour Wealth', role: 'wealth', status: 'Active' })]);
    await context.close();
  }, 60_000);

  it('publishes a rate change after a confirmation and finds who made it in the audit log', async () => {
    const { context, page } = await newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Catalogue' }).click();
    await page.getByRole('link', { name: product.productId }).click();
    await page.getByRole('heading', { name: `Product ${product.productId}` }).waitFor();
    await shot(page, 'catalogue');
    await page.getByLabel(/New gross rate/).fill('4.75');
    await page.getByRole('button', { name: 'Review the change…' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm the change' });
    expect(await confirm.textContent()).toContain('→ 4.75%');
    // Nothing is published before the confirmation.
    expect((await t.operator({ method: 'GET', url: `/operator/products/${product.productId}/issues` })).json().issues[0].currentVersion).toBe(product.currentVersion);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor();
    await page.getByRole('cell', { name: `v${product.currentVersion + 1} (current)` }).waitFor();

    await page.getByRole('link', { name: 'Who changed issue 1' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    const row = page.locator('tr', { hasText: `${product.productId}#1` }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('bootstrap');
    expect(await row.textContent()).toContain('/versions');
    await row.getByText('Before and after').click();
    expect(await row.locator('pre').last().textContent()).toContain('4.75');
    await shot(page, 'audit');
    await context.close();
  }, 60_000);

  it('finds an instruction by its reference and follows it to its batch and its account', async () => {
    const { context, page } = await newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Instructions' }).click();
    await page.getByLabel('Instruction reference').fill(depositReference);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('heading', { name: `Instruction ${depositReference}` }).waitFor();
    const story = page.locator('main');
    await expect.poll(() => story.textContent()).toContain('Processed');
    expect(await story.textContent()).toContain('2,500.50 GBP');
    await page.getByRole('cell', { name: 'Deposit' }).waitFor();
    await shot(page, 'instruction');

    await page.getByRole('link', { name: /deposit batch of 2026-03-02 \(Completed\)/ }).click();
    await page.getByRole('heading', { name: /^Batch / }).waitFor();
    await page.getByRole('link', { name: depositReference }).waitFor();
    await shot(page, 'batch');
    await page.goBack();
    await page.getByRole('link', { name: /balance 2,500.50 GBP/ }).click();
    await page.getByRole('heading', { name: /^Account / }).waitFor();
    const entry = page.locator('tr', { hasText: 'Deposit' });
    expect(await entry.locator('td.money').textContent()).toContain('2,500.50');
    await shot(page, 'account');

    await page.getByRole('link', { name: 'Batches' }).click();
    await page.getByLabel('From').fill(DAY);
    await page.getByLabel('To').fill(DAY);
    await page.getByRole('button', { name: 'Find batches' }).click();
    await page.getByRole('cell', { name: '2,500.50 GBP' }).waitFor();
    await shot(page, 'batches');
    await page.getByRole('link', { name: 'Clients' }).click();
    await page.getByLabel('Partner id').fill(partner.financialPartnerId);
    await page.getByRole('button', { name: 'Find clients' }).click();
    await page.locator('tbody tr').first().getByRole('link').click();
    await page.getByRole('heading', { name: /^Client / }).waitFor();
    await page.getByRole('cell', { name: '2,500.50 GBP' }).first().waitFor();
    // The client's FSCS exposure per banking group: a bar against the limit, the figures in text beside it.
    const fscs = page.getByRole('region', { name: 'FSCS exposure' });
    await fscs.getByRole('meter').waitFor();
    expect(await fscs.textContent()).toContain('2,500.50 of 120,000.00 GBP; headroom 117,499.50');
    await shot(page, 'clients');
    await context.close();
  }, 90_000);

  it('gives a viewer the pages without a single write control', async () => {
    const created = await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: 'Dana (audit)', role: 'viewer' } });
    expect(created.statusCode, created.body).toBe(201);
    const { context, page } = await newPage();
    await signIn(page, created.json().key);
    await page.getByText('Dana (audit)').waitFor();
    await page.getByRole('link', { name: 'Partners' }).click();
    await page.getByRole('cell', { name: 'Harbour Wealth', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Onboard' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Rotate|Suspend|Reactivate/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Catalogue' }).click();
    await page.getByRole('link', { name: product.productId }).click();
    await page.getByRole('caption').first().waitFor();
    expect(await page.getByRole('button', { name: 'Review the change…' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Operator keys' }).click();
    await page.getByRole('cell', { name: 'Dana (audit)' }).waitFor();
    expect(await page.getByRole('button', { name: /Create key|Revoke/ }).count()).toBe(0);
    await shot(page, 'keys-viewer');
    await context.close();
  }, 60_000);

  it('shows every reconciliation check, and the pages at tablet width', async () => {
    const { context, page } = await newPage(768);
    await signIn(page);
    await page.getByRole('link', { name: 'Reconciliation' }).click();
    await page.getByRole('status').filter({ hasText: 'Every check passes.' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(10);
    await shot(page, 'reconciliation');
    // At tablet width the page itself never scrolls sideways (wide tables scroll inside it).
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await page.getByRole('link', { name: 'Operator keys' }).click();
    await page.getByRole('button', { name: 'Create key' }).waitFor();
    await shot(page, 'keys');
    await context.close();
    expect(external).toEqual([]);
  }, 60_000);
});
