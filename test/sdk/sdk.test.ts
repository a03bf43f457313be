/**
 * Every method of the SDK against the real platform over real HTTP, as the
 * sandbox's demo partner: clients, products, instructions with status polling,
 * portfolios with paging and If-Modified-Since, batches with paging and closing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConflictError,
  NotFoundError,
  PlatformError,
  type RejectionCode,
  type SavingsPlatform,
  TimeoutError,
  ValidationError,
  VersionConflictError,
  fromMinorUnits,
  toMinorUnits,
} from '../../packages/sdk/src/index.js';
import { advanceSandboxClock, individual, type Sandbox, sdk, startSandbox } from './support.js';

/** The test platform's day (DEFAULT_TEST_TIME, a Monday 09:00 UTC, before the cut-off). */
const DAY = '2026-03-02';

let sandbox: Sandbox;
let platform: SavingsPlatform;

beforeAll(async () => {
  sandbox = await startSandbox();
  platform = sdk(sandbox.baseUrl);
});
afterAll(() => sandbox?.close());

async function catchError(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PlatformError)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

async function currentIssue(productId: string) {
  const product = await platform.products.get(productId);
  const issue = product.productIssues.filter((i) => i.productIssueNumber === 1).at(-1)!;
  return { productReference: productId, productIssueNumber: issue.productIssueNumber, productIssueVersionNumber: issue.productIssueVersionNumber };
}

describe('clients', () => {
  it('creates, reads and updates an individual client; a repeat is not created twice; a stale version is a 409 PlatformError', async () => {
    const body = individual(`SDK-${randomUUID()}`);
    const created = await platform.clients.createIndividual(body);
    expect(created.created).toBe(true);
    const again = await platform.clients.createIndividual(body);
    expect(again).toEqual({ clientReference: created.clientReference, created: false });

    const client = await platform.clients.get(created.clientReference);
    expect(client.lastName).toBe('Smith');
    await platform.clients.update(created.clientReference, client.clientVersion, { lastName: 'Jones' });
    await platform.clients.update(created.clientReference, client.clientVersion + 1, [{ op: 'replace', path: '/emailAddress', value: 'jane.jones@example.com' }]);
    const updated = await platform.clients.get(created.clientReference);
    expect(updated).toMatchObject({ lastName: 'Jones', emailAddress: 'jane.jones@example.com', clientVersion: client.clientVersion + 2 });

    const stale = await catchError(platform.clients.update(created.clientReference, client.clientVersion, { lastName: 'Brown' }));
    expect(stale).toMatchObject({ status: 409, code: 'VersionConflict', operation: 'PATCH /clients/{clientReference}/{clientVersion}' });
    expect(stale).toBeInstanceOf(VersionConflictError);
    expect(stale).toBeInstanceOf(ConflictError);
    expect(stale.requestId).toEqual(expect.any(String));
    expect(stale.description.length).toBeGreaterThan(0);
  });

  it('reports the refused fields of a 400', async () => {
    const error = await catchError(platform.clients.createIndividual({ ...individual(`SDK-${randomUUID()}`), title: 'x'.repeat(33) }));
    expect(error).toMatchObject({ status: 400, code: 'ValidationFailed' });
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.errors).toContainEqual({ field: 'title', reason: 'maxLength' });
    expect(error.message).toContain('400 ValidationFailed');
  });

  it('creates, reads and updates a company client', async () => {
    const { clientReference, created } = await platform.clients.createCompany({
      externalReference: `SDK-CO-${randomUUID()}`,
      companyName: 'Acme Pension Trustees Ltd',
      fscsEligible: true,
      hasEvidenceConfirmingHowMoniesAreHeld: true,
      doesEntityHaveUnderlyingBeneficiariesWhoMayBeEntitledToFund: false,
      addressLine1: '2 Market Square',
      addressLine2: 'Floor 3',
      postCode: 'EC1A 1BB',
      countryCode: 'GBR',
      phoneNumber: '+44 20 7946 0001',
      emailAddress: 'treasury@acme.example',
      accounts: [{ accountName: 'Acme Trustees', accountNumber: '87654321', sortCode: '654321', currencyCode: 'GBP' }],
    });
    expect(created).toBe(true);
    const company = await platform.clients.getCompany(clientReference);
    await platform.clients.updateCompany(clientReference, company.clientVersion, { companyName: 'Acme Trustees Ltd' });
    expect(await platform.clients.getCompany(clientReference)).toMatchObject({ companyName: 'Acme Trustees Ltd', clientVersion: company.clientVersion + 1 });
    const missing = await catchError(platform.clients.get('no-such-client'));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing).toMatchObject({ status: 404, code: 'NotFound', requestId: expect.any(String) });
  });

  it("gives the platform's request id of an answer with withResponse(), the one it logs and echoes", async () => {
    const { data, requestId, status } = await platform.clients.createIndividual(individual(`SDK-${randomUUID()}`)).withResponse();
    expect(data.created).toBe(true);
    expect(status).toBe(201);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const read = await platform.clients.get(data.clientReference).withResponse();
    expect(read.data.clientReference).toBe(data.clientReference);
    expect(read.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(read.requestId).not.toBe(requestId);
    const pages = [];
    for await (const page of platform.portfolios.list({ pageSize: 1 }).pagesWithResponse()) pages.push(page.requestId);
    expect(pages.every((id) => typeof id === 'string')).toBe(true);
  });
});

describe('products', () => {
  it('lists, reads, summarises and downloads', async () => {
    const { productItems } = await platform.products.list();
    expect(productItems.map((p) => p.productId)).toContain('FT12-GBP-NORTHBANK');
    const product = await platform.products.get('FT12-GBP-NORTHBANK');
    const issue = product.productIssues.at(-1)!;
    const summary = await platform.products.summary('FT12-GBP-NORTHBANK', issue.productIssueNumber, { amount: 10000 });
    expect(summary.netRate).toBe(4.25);
    expect(summary.estimatedBalance).toBeGreaterThan(10000);

    const pdf = await platform.products.document('FT12-GBP-NORTHBANK', issue.productIssueNumber, issue.productIssueVersionNumber, 'ProductTermsAndConditions');
    expect(pdf.contentType).toContain('application/pdf');
    expect(new TextDecoder().decode(pdf.data.slice(0, 4))).toBe('%PDF');
    const refused = await catchError(
      platform.products.document('FT12-GBP-NORTHBANK', issue.productIssueNumber, issue.productIssueVersionNumber, 'ProductTermsAndConditions', { accept: 'image/png' }),
    );
    expect(refused.status).toBe(406);

    const institution = await platform.products.institutionDocument('FT12-GBP-NORTHBANK', 'DepositInformation');
    expect(institution.contentType).toContain('application/pdf');
    expect(new TextDecoder().decode(institution.data.slice(0, 4))).toBe('%PDF');
    expect((await catchError(platform.products.institutionDocument('NO-SUCH-PRODUCT', 'DepositInformation'))).status).toBe(404);
  });
});

describe('the sandbox controls', () => {
  it('read the clock, move it forward running what falls due, and run what is due now', async () => {
    const before = await platform.sandbox.clock.now();
    const moved = await platform.sandbox.clock.advance({ hours: 1 });
    expect(Date.parse(moved.now) - Date.parse(before.now)).toBe(3_600_000);
    expect((await platform.sandbox.clock.now()).now).toBe(moved.now);
    const report = await platform.sandbox.run();
    expect(report.now).toBe(moved.now);
    expect(Array.isArray(report.jobsRun)).toBe(true);
    const backwards = await catchError(platform.sandbox.clock.advance({ to: before.now }));
    expect(backwards.status).toBe(400);
  });
});

describe('instructions, portfolios and batches', () => {
  const deposits: { clientReference: string; instructionReference: string; amount: number }[] = [];

  beforeAll(async () => {
    // Five clients with one deposit each: five portfolios, and a deposit batch of five.
    const amounts = [1000.1, 2000.2, 3000.3, 4000.4, 5000.05];
    const product = await currentIssue('FT12-GBP-NORTHBANK');
    for (const amount of amounts) {
      const { clientReference } = await platform.clients.createIndividual(individual(`SDK-${randomUUID()}`));
      const accepted = await platform.instructions.deposit({ ...product, accountReference: clientReference, amount });
      expect(accepted.statusLocation).toBe(`/instruction-request/status/${accepted.instructionReference}`);
      deposits.push({ clientReference, instructionReference: accepted.instructionReference, amount });
    }
    for (const deposit of deposits) {
      expect(await platform.instructions.waitForOutcome(deposit.instructionReference, { intervalMs: 50 })).toMatchObject({ status: 'Processed' });
    }
  });

  it('generates an instructionReference when left out and keeps one given', async () => {
    expect(deposits[0].instructionReference).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const given = randomUUID();
    const accepted = await platform.instructions.deposit({
      ...(await currentIssue('FT12-GBP-NORTHBANK')),
      accountReference: deposits[0].clientReference,
      amount: 10,
      instructionReference: given,
    });
    expect(accepted.instructionReference).toBe(given);
    // Below the product's minimum: accepted, then rejected by processing.
    const outcome = await platform.instructions.waitForOutcome(given, { intervalMs: 50 });
    expect(outcome.status).toBe('Rejected');
    expect(outcome.statusReason).toMatch(/^AmountBelowMinimum: /);
    // The reason by name, for a program to switch on (a RejectionCode).
    const code: RejectionCode | null = outcome.statusReasonCode;
    expect(code).toBe('AmountBelowMinimum');
  });

  it('waitForOutcome gives up with a Timeout PlatformError while the request is still Created', async () => {
    await sandbox.t.platform.processor.stop();
    try {
      // Below the minimum, so it ends Rejected and stays out of the day's batch.
      const { instructionReference } = await platform.instructions.deposit({
        ...(await currentIssue('FT12-GBP-NORTHBANK')),
        accountReference: deposits[0].clientReference,
        amount: 10,
      });
      const error = await catchError(platform.instructions.waitForOutcome(instructionReference, { timeoutMs: 300, intervalMs: 50 }));
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error).toMatchObject({ status: 0, code: 'Timeout', operation: 'waitForOutcome', requestId: expect.any(String) });
      expect((await platform.instructions.status(instructionReference)).status).toBe('Created');
    } finally {
      await sandbox.t.platform.processor.start();
    }
  });

  it('reads a client portfolio, then "not modified" with If-Modified-Since', async () => {
    const { clientReference } = deposits[1];
    const first = await platform.portfolios.forClient(clientReference);
    if (first.notModified) throw new Error('a first read cannot be "not modified"');
    expect(first.portfolioInformation).toHaveLength(1);
    const since = first.portfolioInformation
      .map((p) => p.portfolio.dateLastUpdatedUTC)
      .sort()
      .at(-1)!;
    expect(await platform.portfolios.forClient(clientReference, { ifModifiedSince: since })).toEqual({ notModified: true });
    expect(await platform.portfolios.forClient(clientReference, { ifModifiedSince: '2020-01-01T00:00:00Z' })).toMatchObject({ notModified: false });

    const pending = await platform.portfolios.pendingInstructions(clientReference, { currencyCode: 'GBP' });
    expect(pending.pendingPaymentBatchItems.map((item) => [item.instructionReference, item.amount])).toEqual([[deposits[1].instructionReference, deposits[1].amount]]);
  });

  it("reads a client's FSCS exposure per banking group", async () => {
    const { clientReference, amount } = deposits[2];
    const exposure = await platform.portfolios.fscsExposure(clientReference);
    expect(exposure).toMatchObject({ clientReference, fscsEligible: true, limit: { limitAmount: 120000, currencyCode: 'GBP' } });
    expect(exposure.groups).toEqual([
      expect.objectContaining({
        financialInstitutionGroupId: 'NORTHERN-GROUP',
        currencyCode: 'GBP',
        protection: 'Protected',
        exposureAmount: amount,
        headroomAmount: 120000 - amount,
      }),
    ]);
    const unknown = await catchError(platform.portfolios.fscsExposure('no-such-client'));
    expect(unknown).toMatchObject({ status: 404, operation: 'GET /financial-partners/clients/{clientReference}/fscs-exposure' });
  });

  it('iterates every page of the portfolios: a walk by default, page numbers when asked', async () => {
    const walked = [];
    for await (const page of platform.portfolios.list({ pageSize: 2 }).pages()) walked.push(page);
    // Nothing changed during the walk: one pass of three full or partial pages, then a pass that finds nothing.
    expect(walked.map((p) => [p.pass, p.portfolioInformation.length])).toEqual([
      [1, 2],
      [1, 2],
      [1, 1],
      [2, 0],
    ]);
    expect(walked.at(-1)?.nextCursor).toBeNull();
    const clients = [];
    for await (const item of platform.portfolios.list({ pageSize: 2 })) clients.push(item.clientReference);
    expect(clients.sort()).toEqual(deposits.map((d) => d.clientReference).sort());
    const numbered = [];
    for await (const page of platform.portfolios.list({ pageSize: 2, order: 'updatedDateDesc' }).pages()) numbered.push(page.pageNumber);
    expect(numbered).toEqual([1, 2, 3]);
  });

  it('gives every list one shape: awaited, its first page as the API answers it; iterated, every item of every page (issue 49)', async () => {
    // A list of one page: the products.
    const { productItems } = await platform.products.list();
    const iterated = [];
    for await (const product of platform.products.list()) iterated.push(product.productId);
    expect(iterated).toEqual(productItems.map((p) => p.productId));
    expect((await platform.products.list().withResponse()).requestId).toMatch(/^[0-9a-f-]{36}$/);
    // A list of several: the portfolios, awaited for the first page only.
    const first = await platform.portfolios.list({ pageSize: 2 });
    expect(first.portfolioInformation).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const numbered = await platform.portfolios.list({ pageSize: 2, order: 'updatedDateDesc' });
    expect([numbered.pageNumber, numbered.pageCount]).toEqual([1, 3]);
    // The day's batches, both ways.
    const { instructionBatches } = await platform.batches.list(DAY);
    const batches = [];
    for await (const batch of platform.batches.list(DAY)) batches.push(batch.instructionBatchId);
    expect(batches).toEqual(instructionBatches.map((b) => b.instructionBatchId));
  });

  it('reads an introducer', async () => {
    const introducer = await platform.portfolios.introducer(sandbox.financialPartnerId, sandbox.introducerId!);
    expect(introducer).toMatchObject({ introducerId: sandbox.introducerId, financialPartnerId: sandbox.financialPartnerId });
  });

  it('pages through a batch, and closes it with the totals only when they match', async () => {
    await advanceSandboxClock(sandbox, `${DAY}T14:05:00Z`);
    const batch = (await platform.batches.list(DAY)).instructionBatches.find((b) => b.instructionType === 'deposit' && b.currencyCode === 'GBP')!;
    expect(batch.instructionBatchStatus).toBe('Locked');

    const references = [];
    for await (const reference of platform.batches.references(batch.instructionBatchId, { pageSize: 2 })) references.push(reference);
    expect(references.sort()).toEqual(deposits.map((d) => d.instructionReference).sort());
    let total = 0n;
    let count = 0;
    for await (const summary of platform.batches.summaries(batch.instructionBatchId, 'All', { pageSize: 2 })) {
      total += toMinorUnits(summary.instructionAmount);
      count += 1;
    }
    expect(count).toBe(5);
    const expected = deposits.reduce((sum, d) => sum + toMinorUnits(d.amount), 0n);
    expect(total).toBe(expected);
    expect(fromMinorUnits(expected)).toBe(15001.05);
    expect(batch.instructionBatchTotalAmount).toBe(15001.05);

    const wrong = await catchError(platform.batches.close([{ instructionBatchId: batch.instructionBatchId, totalAmount: 15001.04, totalNoticeAmount: 0 }]));
    expect(wrong).toMatchObject({ status: 409, code: 'BatchUpdateConflict' });
    expect(wrong).toBeInstanceOf(ConflictError);
    await platform.batches.close([{ instructionBatchId: batch.instructionBatchId, totalAmount: fromMinorUnits(total), totalNoticeAmount: 0 }]);
    expect(
      (await platform.batches.list(new Date(`${DAY}T00:00:00Z`))).instructionBatches.find((b) => b.instructionBatchId === batch.instructionBatchId)?.instructionBatchStatus,
    ).toBe('Closed');
  });
});

describe('money helpers', () => {
  it('turn amounts into minor units exactly, and refuse what is not an amount', () => {
    expect([10425.5, 0.01, 1000.1, -2.3, 0].map(toMinorUnits)).toEqual([1042550n, 1n, 100010n, -230n, 0n]);
    expect([1042550n, 1n, 100010n, -230n, 0n].map(fromMinorUnits)).toEqual([10425.5, 0.01, 1000.1, -2.3, 0]);
    expect(() => toMinorUnits(0.1 + 0.2)).toThrow(RangeError);
    expect(() => toMinorUnits(1.005)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
  });
});
