/**
 * The console's partner page (/console/partners/{id}, issue 32 item 5) in Chromium, as
 * console.browser.test.ts runs the console: a partner with deposits settled in GBP and EUR at two
 * institutions, another partner with money at one of them. The page shows the money held per currency
 * and institution as GET /operator/partners/{id}/summary answers it (and none of the other partner's),
 * its clients counted and linked to their list, its introducers, a rotation and a suspension made from
 * the page in its histories; a viewer sees no action; at 768 px the page does not scroll sideways; axe
 * finds no serious or critical violation. Its screenshot is `partner.png` (CONSOLE_SCREENSHOTS=docs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium as playwright, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXE_VIOLATIONS } from './axe.js';
import { freePort } from '../../test/reliability/service.js';
import { defaultConsoleDir } from '../../src/platform/console-page.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct } from '../../test/builders/products.js';
import { OPERATOR_KEY, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';

const chromium = (process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']).find((path) =>
  existsSync(path),
);
const required = process.env.REQUIRE_BROWSER === '1';
const runs = Boolean(chromium) || required;
const screenshots = process.env.CONSOLE_SCREENSHOTS === 'docs' ? join(process.cwd(), 'docs', 'console') : join(process.cwd(), '.tmp', 'console');
const DAY = '2026-03-02';

type Summary = {
  partner: { name: string };
  clientCount: number;
  holdings: { currencyCode: string; financialInstitutionId: string; financialInstitutionName: string | null; balance: number; accountCount: number }[];
  totals: { currencyCode: string; balance: number; accountCount: number }[];
};

const money = (amount: number) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

describe.skipIf(!runs)(`the partner page in a browser${chromium ? '' : ' (Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH)'}`, () => {
  let t: TestPlatform;
  let browser: Browser;
  let base: string;
  let alice: TestPartner;
  let bob: TestPartner;
  let aliceName: string;
  const external: string[] = [];

  beforeAll(async () => {
    expect(chromium, 'Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH').toBeDefined();
    if (!existsSync(join(defaultConsoleDir(), 'index.html'))) execFileSync('npm', ['run', '--silent', 'build:console'], { stdio: 'inherit' });
    mkdirSync(screenshots, { recursive: true });
    const port = await freePort();
    t = await startTestPlatform({ env: { HOST: '127.0.0.1', PORT: String(port) } });
    await t.app.listen({ host: '127.0.0.1', port });
    base = `http://127.0.0.1:${port}`;

    // Alice: two clients in GBP at one institution, one in EUR at another; Bob: GBP at Alice's GBP institution.
    alice = await t.newPartner();
    bob = await t.newPartner();
    const gbp = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const eur = await insertProduct(t.platform.db, { termType: 'InstantAccess', currency: 'EUR' });
    const a = driver(t, alice);
    const b = driver(t, bob);
    const first = await a.newClient();
    await a.submitOk('deposit', newDeposit(gbp, first, { amount: 1000 }));
    await a.submitOk('deposit', newDeposit(gbp, await a.newClient(), { amount: 2500.25 }));
    await a.submitOk('deposit', newDeposit(eur, first, { amount: 1200 }));
    await b.submitOk('deposit', newDeposit(gbp, await b.newClient(), { amount: 1777.77 }));
    await a.run();
    await b.run();
    // Both partners' batches lock at the cut-off; each closes its own; all settle.
    await a.advanceTo(`${DAY}T14:30:00Z`);
    for (const d of [a, b]) {
      // A batch per institution: Alice has two.
      for (const batch of (await d.batches(DAY)).filter((x) => x.instructionType === 'deposit')) {
        const closed = await d.closeBatches([
          { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
        ]);
        expect(closed.statusCode, closed.body).toBe(204);
      }
    }
    await a.advanceTo(`${DAY}T15:30:00Z`);
    const introducer = await t.operator({
      method: 'POST',
      url: `/operator/partners/${alice.financialPartnerId}/introducers`,
      payload: { introducerType: 'individual', firstName: 'Iris', lastName: 'Introducer', emailAddress: 'iris@example.com' },
    });
    expect(introducer.statusCode, introducer.body).toBe(201);
    aliceName = (await summaryOf(alice)).partner.name;

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

  async function summaryOf(p: TestPartner): Promise<Summary> {
    const answer = await t.operator({ method: 'GET', url: `/operator/partners/${p.financialPartnerId}/summary` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Summary;
  }

  async function signedIn(key = OPERATOR_KEY, { width = 1280, bypassCSP = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
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

  async function openAlice(page: Page): Promise<void> {
    await page.goto(`${base}/console/partners/${alice.financialPartnerId}`);
    await page.getByRole('heading', { name: `Partner ${aliceName}` }).waitFor();
    await page.getByRole('table', { name: 'Money held per currency and institution' }).waitFor();
  }

  it('is reached from the partners list by name and shows the money held per currency and institution as the API sums it, none of another partner’s', async () => {
    const summary = await summaryOf(alice);
    expect(summary.holdings.map((h) => h.currencyCode)).toEqual(['EUR', 'GBP']);
    const { context, page } = await signedIn();
    await page.getByRole('link', { name: 'Partners' }).click();
    await page.getByRole('link', { name: aliceName, exact: true }).click();
    await page.getByRole('heading', { name: `Partner ${aliceName}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/console/partners/${alice.financialPartnerId}`);

    const held = page.getByRole('table', { name: 'Money held per currency and institution' });
    await held.waitFor();
    const rows = held.locator('tbody tr');
    expect(await rows.count()).toBe(summary.holdings.length);
    for (const [n, h] of summary.holdings.entries()) {
      const cells = await rows.nth(n).locator('td').allTextContents();
      expect(cells).toEqual([h.currencyCode, h.financialInstitutionName, String(h.accountCount), `${money(h.balance)} ${h.currencyCode}`]);
    }
    expect(summary.holdings.find((h) => h.currencyCode === 'GBP')).toMatchObject({ balance: 3500.25, accountCount: 2 });
    const totals = held.locator('tfoot tr');
    expect(await totals.count()).toBe(summary.totals.length);
    for (const [n, total] of summary.totals.entries()) {
      expect(await totals.nth(n).textContent()).toBe(`Total ${total.currencyCode}${total.accountCount}${money(total.balance)} ${total.currencyCode}`);
    }
    // Bob's money at the same institution is not Alice's.
    expect(await page.locator('main').textContent()).not.toContain(money(1777.77));
    expect((await summaryOf(bob)).holdings).toEqual([expect.objectContaining({ balance: 1777.77, accountCount: 1 })]);

    // Its introducers, from their own paged list.
    const introducers = page.getByRole('table', { name: 'Introducers' });
    await introducers.waitFor();
    expect(await introducers.textContent()).toContain('Iris Introducer');
    expect(await page.getByRole('region', { name: 'Introducers' }).locator('.list-tools .total').textContent()).toBe('1 introducers');

    // Its clients: counted, and the count leads to the clients list filtered to it, whose names lead back here.
    const clients = page.getByRole('link', { name: `${summary.clientCount} clients` });
    expect(summary.clientCount).toBe(2);
    await clients.click();
    await page.getByRole('heading', { name: 'Clients' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?financialPartnerId=${alice.financialPartnerId}`);
    await page.locator('main tbody tr').nth(1).waitFor();
    expect(await page.locator('main tbody tr').count()).toBe(2);
    await page.locator('main tbody tr').first().getByRole('link', { name: aliceName }).click();
    await page.getByRole('heading', { name: `Partner ${aliceName}` }).waitFor();
    await context.close();
  }, 60_000);

  it('rotates and suspends from the page after a confirmation, and shows both in its histories with who, when and why; links to its audit entries and proposals', async () => {
    const { context, page } = await signedIn();
    await openAlice(page);
    expect(await page.getByRole('region', { name: 'Suspension history' }).textContent()).toContain('Never suspended.');

    await page.getByRole('button', { name: `Rotate the credentials of ${aliceName}` }).click();
    await page.getByRole('alertdialog', { name: 'Confirm the change' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('region', { name: `Credentials of ${aliceName}` }).waitFor();
    const clientId = await page.locator('[data-secret="Client id"]').textContent();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    const credentials = page.getByRole('table', { name: 'Credentials and keys history' });
    await credentials.getByRole('cell', { name: 'rotated' }).waitFor();
    expect(await credentials.locator('tbody tr').first().textContent()).toContain('bootstrap');
    expect(await credentials.locator('tbody tr').first().textContent()).toContain(clientId!);

    // FOUR_EYES is off here: the suspension applies at once.
    await page.getByRole('button', { name: `Suspend ${aliceName}` }).click();
    await page.getByLabel('Reason for the suspension').fill('Unpaid invoices');
    await page.getByRole('alertdialog', { name: 'Confirm the change' }).getByRole('button', { name: 'Confirm' }).click();
    const suspensions = page.getByRole('table', { name: 'Suspension history' });
    const row = suspensions.locator('tbody tr').first();
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells.slice(1)).toEqual(['bootstrap', 'suspended', 'Unpaid invoices']);
    expect(cells[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    expect(await page.locator('.facts .badge').textContent()).toBe('Suspended');
    await page.getByRole('button', { name: `Reactivate ${aliceName}` }).waitFor();
    await page.screenshot({ path: join(screenshots, 'partner.png'), fullPage: true });

    await page.getByRole('link', { name: 'Its entries in the audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?objectType=partner&objectId=${alice.financialPartnerId}`);
    await page.locator('main tbody tr', { hasText: 'suspend' }).first().waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Its proposals' }).click();
    await page.getByRole('heading', { name: 'Approvals' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?state=any&objectType=partner&objectId=${alice.financialPartnerId}`);
    expect(await page.getByLabel('Object id').inputValue()).toBe(alice.financialPartnerId);
    await page.getByText('No proposal matches.').waitFor();
    await context.close();
  }, 60_000);

  it('shows a viewer the page without a single action, at 768 px without sideways scrolling', async () => {
    const created = await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: 'Vera (viewer)', role: 'viewer' } });
    expect(created.statusCode, created.body).toBe(201);
    const { context, page } = await signedIn(created.json().key as string, { width: 768 });
    await openAlice(page);
    await page.getByRole('table', { name: 'Introducers' }).waitFor();
    expect(await page.getByRole('button', { name: /Rotate|Suspend|Reactivate/ }).count()).toBe(0);
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await context.close();
    expect(external).toEqual([]);
  }, 60_000);

  it('has no serious or critical accessibility violation (axe-core, WCAG 2 A and AA)', async () => {
    // The console's CSP refuses an injected script, rightly: this context alone lets axe in.
    const { context, page } = await signedIn(OPERATOR_KEY, { bypassCSP: true });
    await openAlice(page);
    await page.getByRole('table', { name: 'Introducers' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const violations = (await page.evaluate(AXE_VIOLATIONS)) as string[];
    expect(violations).toEqual([]);
    await context.close();
  }, 60_000);
});
