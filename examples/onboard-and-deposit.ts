/**
 * Onboards a client and deposits for it: registers an individual client, picks
 * the current version of a product's issue, shows what the amount would earn,
 * submits the deposit and waits for its outcome.
 *
 *   npx tsx examples/onboard-and-deposit.ts
 *
 * Env: SAVINGS_BASE_URL and the credentials (see config.ts), PRODUCT_ID
 * (FT12-GBP-NORTHBANK), AMOUNT (10000.00), EXTERNAL_REFERENCE (a new one each
 * run), RECORDS_FILE (when set, the deposit is appended to this JSON file: the
 * partner's own records, which examples/daily-settlement.ts checks batches against).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PlatformError } from '@savings-platform/sdk';
import { type InstructionRecord, platformFromEnv } from './config.js';

const platform = platformFromEnv();
const productId = process.env.PRODUCT_ID ?? 'FT12-GBP-NORTHBANK';
const amount = Number(process.env.AMOUNT ?? '10000.00');

try {
  const { clientReference, created } = await platform.clients.createIndividual({
    externalReference: process.env.EXTERNAL_REFERENCE ?? `EXAMPLE-${Date.now()}`,
    title: 'Ms',
    firstName: 'Jane',
    lastName: 'Smith',
    dateOfBirth: '1980-05-17',
    addressLine1: '1 High Street',
    addressLine2: '',
    city: 'London',
    postCode: 'SW1A 1AA',
    countryCode: 'GBR',
    emailAddress: 'jane.smith@example.com',
    // A bank account in each currency the client may deposit in: withdrawals are paid to the one in their
    // currency, and a deposit in a currency with none is Rejected NoNominatedAccount (PRODUCT_ID may be EUR or USD).
    accounts: [
      { accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '12-34-56', currencyCode: 'GBP' },
      { accountName: 'Jane Smith', accountNumber: '22345678', sortCode: '12-34-56', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L', currencyCode: 'EUR' },
      { accountName: 'Jane Smith', accountNumber: '32345678', sortCode: '12-34-56', currencyCode: 'USD' },
    ],
  });
  console.log(`client ${clientReference} (${created ? 'created' : 'already registered'})`);

  // The current version of an issue is its last one; deposits go into it only.
  const product = await platform.products.get(productId);
  const open = product.productIssues.filter((issue) => !issue.isClosedToNewAccounts);
  const issue = open.at(-1);
  if (!issue) throw new Error(`${productId} has no issue open to new accounts`);
  const summary = await platform.products.summary(productId, issue.productIssueNumber, { amount });
  console.log(
    `${productId} issue ${issue.productIssueNumber} version ${issue.productIssueVersionNumber}: net rate ${summary.netRate}%, estimated balance ${summary.estimatedBalance}`,
  );

  const { instructionReference } = await platform.instructions.deposit({
    productReference: productId,
    productIssueNumber: issue.productIssueNumber,
    productIssueVersionNumber: issue.productIssueVersionNumber,
    accountReference: clientReference,
    amount,
  });
  console.log(`deposit ${instructionReference} accepted`);

  const outcome = await platform.instructions.waitForOutcome(instructionReference, { timeoutMs: 30_000 });
  console.log(`deposit ${instructionReference} ${outcome.status}${outcome.statusReason ? `: ${outcome.statusReason}` : ''}`);
  if (outcome.status !== 'Processed') process.exitCode = 1;

  const recordsFile = process.env.RECORDS_FILE;
  if (recordsFile && outcome.status === 'Processed') {
    const records: InstructionRecord[] = existsSync(recordsFile) ? (JSON.parse(readFileSync(recordsFile, 'utf8')) as InstructionRecord[]) : [];
    records.push({ instructionReference, clientReference, productId, amount, submittedAt: new Date().toISOString() });
    writeFileSync(recordsFile, JSON.stringify(records, null, 2));
    console.log(`recorded in ${recordsFile}`);
  }
} catch (error) {
  if (!(error instanceof PlatformError)) throw error;
  console.error(error.message);
  for (const field of error.errors ?? []) console.error(`  ${field.field}: ${field.reason}`);
  process.exitCode = 1;
}
