/**
 * The docs page in a real browser (headless Chromium, docs/api-docs.md): on a
 * fresh sandbox, with no request leaving the platform, a developer opens the
 * partner docs, gets a token with the demo credentials already filled in, and
 * tries GET /products without pasting anything.
 *
 * Needs Chromium (`apt-get install -y chromium`; CHROMIUM_PATH names another).
 * Without it the test is skipped, saying so, except where REQUIRE_BROWSER=1
 * (.ci/run sets it after installing Chromium), where its absence fails.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/reliability/service.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { seedSandbox } from '../sandbox/seed.js';

// CHROMIUM_PATH, when set, is the only place looked at.
const chromium = (process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']).find((path) =>
  existsSync(path),
);
const required = process.env.REQUIRE_BROWSER === '1';

describe(`the docs page in a browser${chromium ? '' : ' (Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH)'}`, () => {
  let t: TestPlatform;
  let browser: Browser;
  let base: string;
  const external: string[] = [];

  beforeAll(async () => {
    if (!chromium) return;
    const port = await freePort();
    t = await startTestPlatform({ env: { HOST: '127.0.0.1', PORT: String(port) } });
    await seedSandbox(t.platform);
    await t.app.listen({ host: '127.0.0.1', port });
    base = t.platform.config.publicBaseUrl;
    browser = await puppeteer.launch({
      executablePath: chromium,
      headless: true,
      // Root in a container has no user namespace for Chromium's sandbox; the page is our own.
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function openPartnerDocs(): Promise<Page> {
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith('data:') || new URL(url).origin === new URL(base).origin) return void request.continue();
      external.push(url);
      return void request.abort();
    });
    await page.goto(`${base}/docs/?urls.primaryName=${encodeURIComponent('Product Catalog API')}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[id$="-listProducts"]', { timeout: 30_000 });
    return page;
  }

  // Skipped without Chromium, unless REQUIRE_BROWSER=1 (CI), where its absence is a failure.
  it.skipIf(!chromium && !required)(
    'gets a token with the demo credentials filled in and tries GET /products, loading nothing from elsewhere',
    async () => {
      expect(chromium, 'Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH').toBeDefined();
      const page = await openPartnerDocs();

      // The OAuth 2.0 dialog comes filled in with the demo partner's client id and secret: one click gets a token.
      await page.click('.auth-wrapper .authorize');
      await page.waitForSelector('.modal-ux #client_id_clientCredentials');
      expect(await page.$eval('.modal-ux #client_id_clientCredentials', (input) => (input as unknown as { value: string }).value)).toBe(t.platform.config.sandbox.clientId);
      expect(await page.$eval('.modal-ux #client_secret_clientCredentials', (input) => (input as unknown as { value: string }).value)).toBe(t.platform.config.sandbox.clientSecret);
      const oauthContainer = await page.waitForSelector('.modal-ux .auth-container:has(#client_id_clientCredentials)');
      await (await oauthContainer!.$('button.authorize'))!.click();
      // Every scheme of the dialog (the subscription key, already set, and now the token) shows Logout. The browser's
      // own code, as a string: this package is compiled without the DOM's types.
      await page.waitForFunction(
        `[...document.querySelectorAll('.modal-ux .auth-container')].every((c) => [...c.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Logout'))`,
        { timeout: 15_000 },
      );
      await page.click('.modal-ux .close-modal');

      // Try it out: the Execute button is there at once; the call carries both credentials and answers 200.
      await page.click('[id$="-listProducts"] .opblock-summary');
      await page.waitForSelector('[id$="-listProducts"] button.execute');
      await page.click('[id$="-listProducts"] button.execute');
      await page.waitForSelector('[id$="-listProducts"] .live-responses-table tr.response .response-col_status', { timeout: 15_000 });
      const status = await page.$eval('[id$="-listProducts"] .live-responses-table tr.response .response-col_status', (cell) => cell.textContent?.trim());
      const body = await page.$eval('[id$="-listProducts"] .live-responses-table tr.response .response-col_description pre', (pre) => pre.textContent ?? '');
      expect(status).toBe('200');
      expect(body).toContain('FT12-GBP-NORTHBANK');
      expect(external).toEqual([]);
      await page.close();
    },
    90_000,
  );
});
