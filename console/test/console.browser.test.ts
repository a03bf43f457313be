/**
 * The operator console in a real browser: Playwright (playwright-core) driving
 * Debian's Chromium against the platform over real HTTP, on a fresh sandbox
 * with a partner whose deposit has settled. It signs in with a good and a
 * wrong key, onboards a partner, publishes a rate change and finds it in the
 * audit log, follows an instruction to its batch and account, checks that a
 * viewer sees no write controls, and reads the reconciliation page. On the bank
 * side: the payment file that placed the deposit, its lines and its XML; a payout
 * the bank rejected, held and released; the bank statements, an unexpected credit
 * resolved from suspense; a client-money reconciliation run now, and its result;
 * and a viewer seeing none of those write controls.
 *
 * Needs Chromium (`apt-get install -y chromium`; CHROMIUM_PATH names another)
 * and the built console (dist/console: `npm run build`; built here when
 * missing). Without Chromium the tests are skipped, saying so, except where
 * REQUIRE_BROWSER=1 (.ci/run sets it), where its absence is a failure.
 * Screenshots of each page go to .tmp/console/, or to docs/console/ with
 * CONSOLE_SCREENSHOTS=docs (how the README's pictures are made).
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
import { driver, newDeposit, newWithdrawal } from '../../test/builders/instructions.js';
import { insertProduct, pdfDocument, type TestProduct, uniqueId } from '../../test/builders/products.js';
import { OPERATOR_KEY, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';

const chromium = (process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']).find((path) =>
  existsSync(path),
);
const required = process.env.REQUIRE_BROWSER === '1';
const runs = Boolean(chromium) || required;
const screenshots = process.env.CONSOLE_SCREENSHOTS === 'docs' ? join(process.cwd(), 'docs', 'console') : join(process.cwd(), '.tmp', 'console');
const DAY = '2026-03-02';

/**
 * Run in the page: each status label as StatusBadge renders it, its contrast
 * from the browser's computed colours (WCAG 2 relative luminance). Text, as
 * page.evaluate takes it: this file is not compiled with the DOM's types.
 */
const BADGE_CONTRASTS = `(names) => {
  const luminance = (rgb) => {
    const [r, g, b] = (rgb.match(/\\d+(\\.\\d+)?/g) || []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  return names.map((name) => {
    const span = document.createElement('span');
    span.className = 'badge badge-' + name.toLowerCase();
    span.textContent = name;
    document.querySelector('main').appendChild(span);
    const style = getComputedStyle(span);
    const fg = luminance(style.color);
    const bg = luminance(style.backgroundColor);
    span.remove();
    return { name, ratio: Math.round(((Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05)) * 100) / 100 };
  });
}`;

describe.skipIf(!runs)(`the operator console in a browser${chromium ? '' : ' (Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH)'}`, () => {
  let t: TestPlatform;
  let browser: Browser;
  let base: string;
  let partner: TestPartner;
  let product: TestProduct;
  let depositReference: string;
  let client: string;
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
    client = await d.newClient();
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

  /** Signs in and waits until the console shows it: a test that navigates by address straight after the click
   * would otherwise race the key's exchange and land on the sign-in form (a CI failure of stop 55). */
  async function signIn(page: Page, key = OPERATOR_KEY, outcome: 'accepted' | 'refused' = 'accepted'): Promise<void> {
    await page.goto(`${base}/console/`);
    await page.getByLabel('Operator key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    if (outcome === 'accepted') await page.getByRole('button', { name: 'Sign out' }).waitFor();
  }

  async function shot(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
  }

  it('refuses a wrong key, signs in with a good one (from the keyboard) and shows the overview', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'not-a-key', 'refused');
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
    // For people: the path called with its ids, the product by name, the rate as a percentage.
    expect(await row.textContent()).toContain(`POST /operator/products/${product.productId}/issues/1/versions`);
    expect(await row.textContent()).toContain('Test InstantAccess, issue 1');
    const rate = row.getByRole('table', { name: 'What changed' }).getByRole('row').filter({ hasText: 'ratePercent' });
    expect(await rate.textContent()).toMatch(/%→4\.75%$/);
    await row.getByText('Exact snapshots').click();
    expect(await row.locator('pre').last().textContent()).toContain('4.75');
    await shot(page, 'audit');
    await context.close();
  }, 60_000);

  it("shows a changed list in the audit log item by item, not as JSON (an issue version's documents, issue 46)", async () => {
    const own = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const issue = `/operator/products/${encodeURIComponent(own.productId)}/issues/1`;
    for (const type of ['ProductTermsAndConditions', 'DepositInformation']) {
      const upload = await t.operator({ method: 'POST', url: `${issue}/documents`, payload: pdfDocument(uniqueId(type), type) });
      expect(upload.statusCode, upload.body).toBe(201);
    }
    expect((await t.operator({ method: 'POST', url: `${issue}/versions`, payload: { ratePercent: 4.1 } })).statusCode).toBe(201);
    const objectId = `${own.productId}#1`;
    const [entry] = (await t.operator({ method: 'GET', url: `/operator/audit?objectId=${encodeURIComponent(objectId)}&limit=1` })).json().entries;
    const documents = entry.changes.find((c: { field: string }) => c.field === 'documents');
    expect(documents.afterItems).toHaveLength(2);
    const { context, page } = await newPage();
    await signIn(page);
    await page.goto(`${base}/console/audit?objectId=${encodeURIComponent(objectId)}`);
    const row = page.locator('main table.audit > tbody > tr').first();
    await row.waitFor();
    const cell = row.getByRole('table', { name: 'What changed' }).getByRole('row').filter({ hasText: 'documents' });
    // One item a list item, each an object's fields as the API writes them (documentType: ..., documentId: ...).
    expect(await cell.getByRole('listitem').allTextContents()).toEqual(documents.afterItems);
    expect(documents.afterItems.join(' ')).toMatch(/documentType: DepositInformation/);
    expect(await cell.textContent()).not.toMatch(/[[{]"/);
    await context.close();
  }, 60_000);

  it('finds an instruction by its reference and follows it to its batch and its account', async () => {
    const { context, page } = await newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Instructions' }).click();
    await page.getByLabel('Instruction reference').fill(depositReference);
    // The page's own Find, not the header's (named by its visible word too, WCAG 2.5.3).
    await page.locator('main').getByRole('button', { name: 'Find', exact: true }).click();
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
    const entry = page.getByRole('region', { name: 'Ledger entries (newest first)' }).locator('tr', { hasText: 'Deposit' });
    expect(await entry.locator('td.money').textContent()).toContain('2,500.50');
    // The statement: opening balance, the deposit with the balance after it, its story to the bank, the closing balance.
    const statement = page.getByRole('region', { name: 'Statement' });
    await statement.getByRole('rowheader', { name: 'Opening balance' }).waitFor();
    const moved = statement.locator('table.statement tbody tr', { hasText: 'Deposit' });
    expect(await moved.locator('td.money').allTextContents()).toEqual(['2,500.50 GBP', '2,500.50 GBP']);
    expect(await moved.getByRole('link', { name: depositReference }).count()).toBe(1);
    expect(await moved.locator('.badge').first().textContent()).toMatch(/^(queued|held|pending|posted)$/);
    expect(
      await statement
        .locator('tr', { has: page.getByRole('rowheader', { name: 'Closing balance' }) })
        .locator('td.money')
        .textContent(),
    ).toBe('2,500.50 GBP');
    // The balance drawn by the charting library (a canvas), described in words for a screen reader.
    expect(await statement.locator('.balance-chart canvas').count()).toBe(1);
    expect(await statement.getByRole('img').getAttribute('aria-label')).toMatch(/^Balance from 0\.00 GBP on \d{4}-\d{2}-\d{2} to 2,500\.50 GBP on /);
    const [statementCsv] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: 'Export CSV' }).click()]);
    const csvLines = readFileSync(await statementCsv.path(), 'utf8').split('\r\n');
    expect(csvLines[0]).toBe('businessDate,entryType,amount,balance,instructionReference,instructionBatchId,paymentFileId,endToEndId,bankPaymentState,entryId');
    expect(csvLines.filter((line) => line.includes(',Deposit,2500.5,2500.5,'))).toHaveLength(1);
    // Interest accrued to the penny, the exact figure on hover.
    const accrued = page.locator('dd[title^="exactly "]');
    expect(await accrued.textContent()).toMatch(/^\d[\d,]*\.\d{2} GBP$/);
    expect(await accrued.getAttribute('title')).toMatch(/^exactly \d+(\.\d+)? GBP$/);
    await shot(page, 'account');

    await page.getByRole('link', { name: 'Batches' }).click();
    await page.getByRole('heading', { name: 'Batches', exact: true }).waitFor();
    await page.getByLabel('From').fill(DAY);
    await page.getByLabel('To').fill(DAY);
    await page.getByRole('button', { name: 'Find batches' }).click();
    await page.getByRole('cell', { name: '2,500.50 GBP' }).waitFor();
    await shot(page, 'batches');
    await page.getByRole('link', { name: 'Clients' }).click();
    // The partner is picked by name (the picker's value is its id).
    const picker = page.getByLabel('Partner', { exact: true });
    await picker.locator(`option[value="${partner.financialPartnerId}"]`).waitFor({ state: 'attached' });
    await picker.selectOption(partner.financialPartnerId);
    expect(await picker.locator('option:checked').textContent()).toMatch(/^Partner /);
    await page.getByRole('button', { name: 'Find clients' }).click();
    await page.locator('tbody tr').first().getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Client / }).waitFor();
    await page.getByRole('cell', { name: '2,500.50 GBP' }).first().waitFor();
    // The client's FSCS exposure per banking group: a bar against the limit, the figures in text beside it.
    const fscs = page.getByRole('region', { name: 'FSCS exposure' });
    await fscs.getByRole('meter').waitFor();
    expect(await fscs.textContent()).toContain('2,500.50 of 120,000.00 GBP; headroom 117,499.50');
    await shot(page, 'clients');
    await context.close();
  }, 90_000);

  it('finds anything from the header box, each hit named with its partner and linking to its page, the query kept in the address', async () => {
    const { context, page } = await newPage();
    await signIn(page);
    const box = page.locator('header').getByRole('searchbox');
    await box.fill(depositReference);
    await box.press('Enter');
    await page.getByRole('heading', { name: `Find “${depositReference}”` }).waitFor();
    const found = (await t.operator({ method: 'GET', url: `/operator/search?q=${depositReference}` })).json() as { hits: { kind: string; financialPartnerName: string }[] };
    const partnerName = found.hits.find((h) => h.kind === 'instruction')!.financialPartnerName;
    const instruction = page.getByRole('table', { name: 'What was found' }).getByRole('row').filter({ hasText: 'Instruction' });
    expect(await instruction.textContent()).toContain('deposit, Processed');
    expect(await instruction.textContent()).toContain(partnerName);
    await shot(page, 'search');
    await instruction.getByRole('link').first().click();
    await page.getByRole('heading', { name: `Instruction ${depositReference}` }).waitFor();

    // A bookmark of the answers: the client by its reference, to its page.
    await page.goto(`${base}/console/search?q=${client}`);
    const clientRow = page.getByRole('table', { name: 'What was found' }).getByRole('row').filter({ hasText: 'Client' });
    await clientRow.waitFor();
    expect(await clientRow.textContent()).toContain(partnerName);
    await clientRow.getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Client / }).waitFor();
    await page.goto(`${base}/console/search?q=no-such-thing-anywhere`);
    await page.getByText('Nothing matches “no-such-thing-anywhere”').waitFor();
    await context.close();
  }, 60_000);

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
  it('walks the bank side: payment files and their XML, a held payment released, bank statements and an entry in suspense resolved, client money run now; a viewer sees none of the writes', async () => {
    // A payout the sandbox bank rejects (held until released) and a credit nobody expected (in suspense): something to act on.
    const d = driver(t, partner);
    await d.submitOk('withdraw', newWithdrawal(client, await d.accountId(client), { amount: 200 }));
    await d.run();
    expect((await t.as(partner, { method: 'POST', url: '/sandbox/bank/reject-next-payout', payload: { reasonCode: 'AC04' } })).statusCode).toBe(204);
    await d.advanceTo('2026-03-03T14:30:00Z');
    const locked = (await d.batches('2026-03-03')).find((b) => b.instructionType === 'withdrawal')!;
    expect(
      (
        await d.closeBatches([
          { InstructionBatchId: locked.instructionBatchId, TotalAmount: locked.instructionBatchTotalAmount, TotalNoticeAmount: locked.instructionBatchTotalNoticeAmount },
        ])
      ).statusCode,
    ).toBe(204);
    await d.advanceTo('2026-03-03T15:30:00Z');
    // From a partner signed in now: the first partner's token is from before the clock moved a day.
    const credit = await t.as(await t.newPartner(), {
      method: 'POST',
      url: '/sandbox/bank/unexpected-credit',
      payload: { currencyCode: 'GBP', amount: 42.5, remittance: 'WHO KNOWS' },
    });
    expect(credit.statusCode, credit.body).toBe(204);

    // A viewer reads every bank page and is offered none of the writes.
    const viewerKey = await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: 'Eve (bank viewer)', role: 'viewer' } });
    expect(viewerKey.statusCode, viewerKey.body).toBe(201);
    const writes = /^(Release|Resolve|Upload|Run now)/;
    {
      const { context, page } = await newPage();
      await signIn(page, viewerKey.json().key);
      await page.getByText('Eve (bank viewer)').waitFor();
      await page.getByRole('link', { name: 'Payment files' }).click();
      await page.getByRole('link', { name: 'Held payments' }).click();
      await page.getByRole('cell', { name: /AC04/ }).waitFor();
      expect(await page.getByRole('button', { name: writes }).count()).toBe(0);
      await page.getByRole('link', { name: 'Bank statements' }).first().click();
      await page.getByRole('region', { name: 'Bank files received' }).locator('tbody tr').first().waitFor();
      expect(await page.getByRole('region', { name: 'Upload a bank file' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: writes }).count()).toBe(0);
      await page.getByRole('link', { name: 'Unmatched entries' }).click();
      await page.getByRole('cell', { name: 'WHO KNOWS' }).waitFor();
      expect(await page.getByRole('button', { name: writes }).count()).toBe(0);
      await page.getByRole('link', { name: 'Client money' }).click();
      await page.getByRole('heading', { name: 'Client money' }).waitFor();
      await page.getByRole('button', { name: 'Find runs' }).waitFor();
      expect(await page.getByRole('button', { name: writes }).count()).toBe(0);
      await context.close();
    }

    const { context, page } = await newPage();
    await signIn(page);
    // The payment file that placed the settled deposit, its line posted and paying the deposit batch.
    await page.getByRole('link', { name: 'Payment files' }).click();
    await page.getByRole('heading', { name: 'Payment files' }).waitFor();
    const file = page.locator('tbody tr', { hasText: '2,500.50' }).first();
    await file.waitFor();
    expect(await file.textContent()).toContain('GBP');
    expect(await file.textContent()).toContain('2026-03-02');
    await shot(page, 'payment-files');
    await file.getByRole('link').click();
    await page.getByRole('heading', { name: /^Payment file / }).waitFor();
    const line = page
      .getByRole('region', { name: /^Lines/ })
      .locator('tbody tr')
      .first();
    await line.waitFor();
    expect(await line.locator('.badge').textContent()).toMatch(/^(pending|posted|voided)$/);
    expect(await line.locator('td.money').textContent()).toContain('2,500.50');
    await shot(page, 'payment-file');
    const [xml] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download XML' }).click()]);
    const xmlText = readFileSync(await xml.path(), 'utf8');
    expect(xmlText).toContain('<CtrlSum>2500.50</CtrlSum>');
    await line.getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Batch / }).waitFor();

    // The rejected payout, held: released after the confirmation, the API's answer shown.
    await page.getByRole('link', { name: 'Payment files' }).click();
    await page.getByRole('link', { name: 'Held payments' }).click();
    await page.getByRole('cell', { name: /AC04/ }).waitFor();
    await shot(page, 'held-payments');
    await page
      .getByRole('button', { name: /^Release/ })
      .first()
      .click();
    await page.getByRole('alertdialog', { name: 'Confirm the change' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'Released' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain('200.00 GBP');

    // Bank statements: the client-money accounts, the files the sandbox bank sent, a refused upload's message.
    await page.getByRole('link', { name: 'Bank statements' }).first().click();
    await page.getByRole('region', { name: 'Bank files received' }).locator('tbody tr').first().waitFor();
    await page.getByRole('region', { name: 'Client-money accounts' }).getByRole('cell', { name: 'GBP', exact: true }).waitFor();
    await page.getByLabel(/^Bank file \(/).setInputFiles({ name: 'not-a-statement.xml', mimeType: 'application/xml', buffer: Buffer.from('<Document>nothing</Document>') });
    await page.getByRole('button', { name: 'Upload' }).click();
    const refused = page.getByRole('region', { name: 'Upload a bank file' }).getByRole('alert');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/^4\d\d /);
    await shot(page, 'bank-statements');
    await page.getByRole('region', { name: 'Bank files received' }).locator('tbody tr').first().getByRole('link').click();
    await page.getByRole('heading', { name: /^Bank statement / }).waitFor();
    await page.getByRole('region', { name: /^Entries/ }).waitFor();
    await shot(page, 'bank-statement');

    // The unexpected credit, resolved after the confirmation.
    await page.getByRole('link', { name: 'Unmatched entries' }).click();
    await page.getByRole('cell', { name: 'WHO KNOWS' }).waitFor();
    await page
      .locator('tr', { hasText: 'WHO KNOWS' })
      .getByRole('button', { name: /^Resolve/ })
      .click();
    await page.getByLabel('Reason').fill('Not ours: sent back');
    await page.getByRole('combobox', { name: /^Action/ }).selectOption('returned-to-sender');
    await page.getByRole('button', { name: 'Review the resolution…' }).click();
    await shot(page, 'unmatched');
    await page.getByRole('alertdialog', { name: 'Confirm the change' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'Resolved' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain('42.50 GBP returned-to-sender');

    // Client money: a run now, its result, and the run's inputs per currency and its breaks.
    await page.getByRole('link', { name: 'Client money' }).click();
    await page.getByRole('button', { name: 'Run now' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Run as at' });
    await result.waitFor();
    expect(await result.textContent()).toMatch(/Run as at \d{4}-\d{2}-\d{2}: (no breaks|\d+ breaks?)\./);
    await page.locator('tbody tr').first().waitFor();
    await shot(page, 'client-money');
    await result.getByRole('link', { name: 'See the run' }).click();
    await page.getByRole('heading', { name: /^Client-money reconciliation as at/ }).waitFor();
    await page.getByRole('region', { name: 'Requirement and resource per currency' }).getByRole('rowheader', { name: 'Requirement' }).waitFor();
    const breaks = page.getByRole('region', { name: /^Breaks/ });
    await breaks.waitFor();
    if ((await breaks.getByRole('button', { name: 'Download CSV' }).count()) > 0) {
      const [csv] = await Promise.all([page.waitForEvent('download'), breaks.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(readFileSync(await csv.path(), 'utf8')).toMatch(/^reconciliationId,asAt,kind,/);
    } else {
      expect(await breaks.textContent()).toContain('No breaks');
    }
    await shot(page, 'client-money-run');

    await page.getByRole('link', { name: 'Margin income' }).click();
    await page.getByLabel('From month').fill('2026-01');
    await page.getByLabel('To month').fill('2026-12');
    await page.getByRole('button', { name: 'Show income' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?from=2026-01&to=2026-12');
    await page
      .getByText('No margin booked from 2026-01 to 2026-12.')
      .or(page.getByRole('columnheader', { name: 'Month' }))
      .waitFor();
    await shot(page, 'margin-income');
    await context.close();
    expect(external).toEqual([]);
  }, 120_000);

  it('opens the batches on the platform’s day, not the browser’s (defect 1)', async () => {
    const { context, page } = await newPage();
    await signIn(page);
    // The platform's day (the test's clock, in 2026-03) is months from the browser's.
    const platformDay = (await t.operator({ method: 'GET', url: '/operator/clock' })).json().today as string;
    expect(platformDay.slice(0, 7)).toBe(DAY.slice(0, 7));
    expect(new Date().toISOString().slice(0, 10)).not.toBe(platformDay);
    await page.goto(`${base}/console/batches`);
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(platformDay);
    expect(await page.getByLabel('From').inputValue()).toBe(platformDay);
    expect(await page.getByLabel('To').inputValue()).toBe(platformDay);
    // What the page lists is the platform's day's batches.
    const expected = (await t.operator({ method: 'GET', url: `/operator/batches/search?from=${platformDay}&to=${platformDay}` })).json().batches as unknown[];
    if (expected.length > 0) await page.locator('main tbody tr').first().waitFor();
    else await page.getByText('No batch matches.').waitFor();
    expect(await page.locator('main tbody tr').count()).toBe(expected.length);
    await context.close();
  }, 60_000);

  it('takes "this month" of margin income and the latest as-at day from the platform’s clock, not the browser’s', async () => {
    const { context, page } = await newPage();
    await signIn(page);
    const platformDay = (await t.operator({ method: 'GET', url: '/operator/clock' })).json().today as string;
    expect(new Date().toISOString().slice(0, 7)).not.toBe(platformDay.slice(0, 7));
    await page.goto(`${base}/console/income`);
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${platformDay.slice(0, 4)}-01&to=${platformDay.slice(0, 7)}`);
    expect(await page.getByLabel('To month').inputValue()).toBe(platformDay.slice(0, 7));
    await page.goto(`${base}/console/client-money`);
    await expect.poll(() => page.getByLabel(/^As at the close of/).getAttribute('max')).toBe(platformDay);
    await context.close();
  }, 60_000);

  it('gives every status label a contrast of at least 4.5:1 (defect 2)', async () => {
    const { context, page } = await newPage();
    await signIn(page);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const statuses = [
      'Open',
      'Live',
      'Created',
      'Active',
      'Pending',
      'Locked',
      'Closed',
      'Posted',
      'Matched',
      'Resolved',
      'Completed',
      'Processed',
      'Settled',
      'Ok',
      'Voided',
      'Unmatched',
      'Breaks',
      'Rejected',
      'Suspended',
      'Failing',
      'Reverted',
      'Other',
    ];
    // Each label as StatusBadge renders it, measured with the browser's computed colours (WCAG 2 relative luminance).
    const ratios = (await page.evaluate(`(${BADGE_CONTRASTS})(${JSON.stringify(statuses)})`)) as { name: string; ratio: number }[];
    expect(ratios.filter((r) => r.ratio < 4.5)).toEqual([]);
    await context.close();
  }, 60_000);

  it('keeps the partner and catalogue searches and the overview’s day in the address, through a reload (defects 3 and 4)', async () => {
    const { context, page } = await newPage();
    await signIn(page);
    const partnerName = (await t.operator({ method: 'GET', url: `/operator/partners/${partner.financialPartnerId}` })).json().name as string;
    await page.getByRole('link', { name: 'Partners' }).click();
    await page.getByLabel('Search partners').fill(partnerName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(partnerName);
    await page.reload();
    expect(await page.getByLabel('Search partners').inputValue()).toBe(partnerName);
    await page.locator('main tbody tr').first().waitFor();
    expect(await page.locator('main tbody tr').count()).toBe(1);

    await page.goto(`${base}/console/catalogue`);
    await page.getByLabel('Search products').fill(product.productId);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(product.productId);
    await page.reload();
    expect(await page.getByLabel('Search products').inputValue()).toBe(product.productId);
    await page.getByRole('link', { name: product.productId }).waitFor();

    await page.goto(`${base}/console/`);
    await page.getByRole('heading', { name: 'Batches waiting for the partner' }).waitFor();
    await page.getByLabel('Day', { exact: true }).fill('2026-02-27');
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe('2026-02-27');
    await page.reload();
    await expect.poll(() => page.getByLabel('Day', { exact: true }).inputValue()).toBe('2026-02-27');
    await context.close();
  }, 60_000);

  it('names partners in the lists, shows why a request was rejected, and finds requests by the day they were accepted', async () => {
    const d = driver(t, partner);
    const refused = await d.submitOk('deposit', newDeposit(product, client, { amount: 10, productIssueNumber: '99' }));
    await d.run();
    const partnerName = (await t.operator({ method: 'GET', url: `/operator/partners/${partner.financialPartnerId}` })).json().name as string;
    const accepted = (await t.operator({ method: 'GET', url: `/operator/instruction-requests?instructionReference=${refused}` })).json().instructionRequests[0]
      .createdAtUtc as string;
    const day = accepted.slice(0, 10);
    const { context, page } = await newPage();
    await signIn(page);
    await page.goto(`${base}/console/instructions?financialPartnerId=${partner.financialPartnerId}&fromDay=${day}&toDay=${day}`);
    const row = page.locator('main tbody tr', { hasText: refused });
    await row.waitFor();
    expect(await row.textContent()).toContain(partnerName);
    expect(await row.textContent()).toContain('ProductIssueNotFound');
    expect(await row.getByRole('cell', { name: 'ProductIssueNotFound' }).getAttribute('title')).toMatch(/^ProductIssueNotFound: /);
    expect(await row.getByTitle(partner.financialPartnerId).count()).toBe(1);
    await shot(page, 'instructions');
    // The day after: nothing; the filter is in the address and the form.
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await page.goto(`${base}/console/instructions?financialPartnerId=${partner.financialPartnerId}&fromDay=${next.toISOString().slice(0, 10)}`);
    await page.getByText('No instruction request matches.').waitFor();
    expect(await page.getByLabel('Accepted from').inputValue()).toBe(next.toISOString().slice(0, 10));
    // The overview's rejections tile leads to the rejections it counts.
    const processedDay = (
      (await t.operator({ method: 'GET', url: `/operator/instruction-requests?instructionReference=${refused}` })).json().instructionRequests[0].processedAtUtc as string
    ).slice(0, 10);
    await page.goto(`${base}/console/?date=${processedDay}`);
    const tile = page.locator('.tile', { hasText: 'Rejections on the day' });
    await tile.getByRole('link').first().click();
    await page.locator('main tbody tr', { hasText: refused }).waitFor();
    expect(new URL(page.url()).search).toBe(`?status=Rejected&processedDay=${processedDay}`);
    expect(await page.locator('main tbody tr').filter({ hasNotText: 'Rejected' }).count()).toBe(0);
    // The clients list names the partner too.
    await page.goto(`${base}/console/clients?financialPartnerId=${partner.financialPartnerId}`);
    await page.locator('main tbody tr').first().waitFor();
    expect(await page.locator('main tbody tr').first().textContent()).toContain(partnerName);
    await context.close();
  }, 60_000);
  it("shows each list's total, keeps the rows per page in the address, and exports what the filters match as CSV", async () => {
    const d = driver(t, partner);
    for (let i = 0; i < 3; i++) await d.submitOk('deposit', newDeposit(product, client, { amount: 1500 + i }));
    await d.run();
    const all = (await t.operator({ method: 'GET', url: `/operator/instruction-requests?financialPartnerId=${partner.financialPartnerId}&pageSize=1` })).json();
    const { context, page } = await newPage();
    await signIn(page);
    await page.goto(`${base}/console/instructions?financialPartnerId=${partner.financialPartnerId}`);
    await page.locator('main tbody tr').first().waitFor();
    expect(await page.locator('.list-tools .total').textContent()).toBe(`${all.totalCount} instruction requests`);
    // Rows per page: in the address, back to the first page, and through a reload.
    await page.getByLabel('Rows per page').selectOption('25');
    await page.waitForURL(/pageSize=25/);
    await page.reload();
    await page.locator('main tbody tr').first().waitFor();
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('25');
    expect(await page.locator('main tbody tr').count()).toBe(Math.min(25, all.totalCount));
    // The export: every row the filters match, whatever the page, the partner named in each.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('instruction-requests.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toMatch(/^financialPartnerId,financialPartnerName,instructionReference,/);
    expect(lines).toHaveLength(1 + all.totalCount);
    expect(lines.slice(1).every((line) => line.startsWith(`${partner.financialPartnerId},`))).toBe(true);
    // The other lists count too.
    await page.goto(`${base}/console/clients?financialPartnerId=${partner.financialPartnerId}`);
    await page.locator('.list-tools .total').waitFor();
    expect(await page.locator('.list-tools .total').textContent()).toMatch(/^\d+ clients$/);
    await page.goto(`${base}/console/audit`);
    await page.locator('.list-tools .total').waitFor();
    expect(await page.locator('.list-tools .total').textContent()).toMatch(/^\d+ entries$/);
    await context.close();
  }, 60_000);
  it('has no serious or critical accessibility violation (axe-core, WCAG 2 A and AA) on any page', async () => {
    const get = async (url: string) => (await t.operator({ method: 'GET', url })).json();
    const story = await get(`/operator/instruction-requests/${partner.financialPartnerId}/${depositReference}`);
    const paymentFile = (await get('/operator/payment-files')).paymentFiles[0]?.paymentFileId as string | undefined;
    const statement = (await get('/operator/bank-statements')).statements[0]?.bankStatementId as string | undefined;
    const run = (await get('/operator/client-money/reconciliations')).reconciliations[0]?.reconciliationId as string | undefined;
    const paths = [
      '/',
      '/partners',
      `/partners/${partner.financialPartnerId}`,
      '/catalogue',
      `/catalogue/products/${encodeURIComponent(product.productId)}`,
      `/batches?from=${DAY}&to=${DAY}`,
      `/batches/${story.instruction.instructionBatchId}`,
      `/instructions?financialPartnerId=${partner.financialPartnerId}`,
      `/instructions/${partner.financialPartnerId}/${depositReference}`,
      `/accounts/${story.instruction.depositAccountId}`,
      '/clients',
      `/clients/${partner.financialPartnerId}/${client}`,
      '/reconciliation',
      '/payment-files',
      '/payment-files/held',
      ...(paymentFile ? [`/payment-files/${paymentFile}`] : []),
      '/bank-statements',
      '/bank-statements/unmatched',
      '/bank-statements/quarantine',
      ...(statement ? [`/bank-statements/${statement}`] : []),
      '/client-money',
      ...(run ? [`/client-money/${run}`] : []),
      '/income',
      `/search?q=${encodeURIComponent(depositReference)}`,
      '/audit',
      '/keys',
    ];
    // The console's CSP refuses an injected script, rightly: this context alone lets axe in.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
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
    await context.close();
  }, 120_000);
});
