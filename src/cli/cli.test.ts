/**
 * The operator CLI against the real platform listening on a port, on a fresh
 * database: a handful of runs spawn the real program (`node --import tsx
 * src/cli.ts`, as `npm run cli` does) for what only a process shows (its exit
 * code, stdout against stderr); the rest run the same command line in-process
 * through `runCli`, which is all src/cli.ts calls, to keep the file quick.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Command, Option } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit, newWithdrawal, settleBatchNow } from '../../test/builders/instructions.js';
import { ibanOf } from '../../test/builders/bank-accounts.js';
import { newCamt053, newStatement } from '../../test/builders/bank-files.js';
import { insertProduct, newInstitution, type TestProduct } from '../../test/builders/products.js';
import { onlyAccountIdOf } from '../../test/builders/reads.js';
import { OPERATOR_KEY, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { writeCamt053 } from '../iso20022/iso20022.js';
import { queryParameterOf } from './options.js';
import { allCommands, buildProgram, runCli } from './program.js';
import { operationOf } from './session.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DAY = '2026-03-02';

let t: TestPlatform;
let url: string;
let partner: TestPartner;
let product: TestProduct;
let clientReference: string;
let depositReference: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command line in this process, against the test platform with the bootstrap admin key unless another is given. */
async function cli(args: string[], key = OPERATOR_KEY): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...args, '--url', url, '--key', key], { out: (text) => (stdout += text), err: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** The real program in a child process; resolves with its exit code and output. */
function spawnCli(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: ROOT, timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

/** `cli ... --json` parsed, failing with the error output when it did not exit 0. */
async function json<T = Record<string, unknown>>(args: string[], key?: string): Promise<T> {
  const run = await cli([...args, '--json'], key);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as T;
}

interface ValueSchema {
  enum?: string[];
  anyOf?: ValueSchema[];
}

/** The values a parameter's schema allows (TypeBox writes a union of literals as anyOf one-value enums); undefined when any. */
function allowedValues(schema: ValueSchema): string[] | undefined {
  if (schema.enum) return schema.enum;
  if (schema.anyOf?.every((s) => s.enum)) return schema.anyOf.flatMap((s) => s.enum!);
  return undefined;
}

/** The names from the root to a command: ['partners', 'list']. */
function pathOf(command: Command): string[] {
  return command.parent ? [...pathOf(command.parent), command.name()] : [];
}

beforeAll(async () => {
  t = await startTestPlatform();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  partner = await t.newPartner();
  product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
  const d = driver(t, partner);
  clientReference = await d.newClient();
  depositReference = await d.submitOk('deposit', newDeposit(product, clientReference, { amount: 1234.56 }));
  await d.run();
  await d.settle(DAY, 'deposit');
});
afterAll(async () => t?.close());

describe('usage', () => {
  it('answers --help with exit 0 for every command and subcommand', async () => {
    const commands = allCommands(buildProgram());
    expect(commands.length).toBeGreaterThan(35);
    for (const command of commands) {
      const path = pathOf(command);
      const run = await cli([...path, '--help']);
      expect(run.code, `${path.join(' ')} --help: ${run.stderr}`).toBe(0);
      expect(run.stdout).toContain(`Usage: cli ${path.join(' ')}`.trimEnd());
      expect(run.stdout).toContain('--json');
    }
  });

  it.each([
    [['partners'], 'Usage: cli partners'],
    [['no-such-command'], "unknown command 'no-such-command'"],
    [['partners', 'list', '--role', 'banker'], 'Allowed choices are pension, wealth, institution'],
    [['partners', 'show'], "missing required argument 'partner'"],
    [['partners', 'suspend', 'some-partner'], "required option '--reason <text>' not specified"],
    [['batches', 'list', '--date', '2026-02-30'], 'Not a day (YYYY-MM-DD)'],
    [['clients', 'search', '--page', '0'], 'Not a whole number of 1 or more'],
    [['catalogue', 'publish-version', 'FT24-GBP-NORTHBANK', '1'], 'nothing to publish'],
    [['catalogue', 'publish-version', 'FT24-GBP-NORTHBANK', '1', '--rate', '4,75'], 'Not a decimal number'],
    [['audit', '--from', 'yesterday'], 'Not a day (YYYY-MM-DD) or an ISO instant'],
    [['catalogue', 'load', 'no-such-file.json'], 'cannot read no-such-file.json'],
  ])('exits 2 on bad usage: %j', async (args, message) => {
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
  });

  it('names an existing operator API operation, with its query parameters and their values, for every command that calls one', async () => {
    const operatorDocument = JSON.parse(await readFile(`${ROOT}openapi/operator.json`, 'utf8'));
    const paths = operatorDocument.paths as Record<string, Record<string, { parameters?: { name: string; in: string; schema: ValueSchema }[] }>>;
    const leaves = allCommands(buildProgram()).filter((command) => command.commands.length === 0 && command.name() !== 'help');
    for (const command of leaves) {
      const name = pathOf(command).join(' ');
      const operation = operationOf(command);
      if (name === 'catalogue sandbox-file') {
        expect(operation).toBeUndefined();
        continue;
      }
      expect(operation, name).toBeDefined();
      const described = paths[operation!.path]?.[operation!.method.toLowerCase()];
      expect(described, `${name}: ${operation!.method} ${operation!.path} is not in openapi/operator.json`).toBeDefined();
      // Each path parameter comes from the command's arguments, in order (`catalogue load`, `calendar import` and `bank-statements upload` also read their FILE;
      // `search` its TEXT, the query's q).
      const placeholders = operation!.path.match(/\{\w+\}/g) ?? [];
      expect(
        placeholders.length + (['catalogue load', 'calendar import', 'bank-statements upload', 'search'].includes(name) ? 1 : 0),
        `${name}: arguments for ${operation!.path}`,
      ).toBe(command.registeredArguments.length);
      const parameters = new Map((described!.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]));
      for (const option of command.options as Option[]) {
        const parameter = queryParameterOf(option);
        if (!parameter) continue;
        expect(parameters.has(parameter), `${name} ${option.flags}: no query parameter ${parameter}`).toBe(true);
        const allowed = allowedValues(parameters.get(parameter)!.schema);
        if (option.argChoices || allowed) expect(option.argChoices, `${name} ${option.flags}`).toEqual(allowed);
      }
    }
  });
});

describe('the real program (spawned)', () => {
  it('--help exits 0 and lists the commands', async () => {
    const run = await spawnCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Commands:[\s\S]*partners[\s\S]*operator-keys[\s\S]*reconciliation[\s\S]*audit/);
  });

  it('exits 2 on bad usage, with the message on stderr', async () => {
    const run = await spawnCli(['partners', 'list', '--role', 'banker', '--url', url]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("option '--role <role>' argument 'banker' is invalid");
    expect(run.stdout).toBe('');
  });

  it('prints a table for people, money right-aligned with its currency', async () => {
    const run = await spawnCli(['batches', 'list', '--date', DAY, '--url', url, '--key', OPERATOR_KEY]);
    expect(run.code, run.stderr).toBe(0);
    const [header, rule, row] = run.stdout.split('\n');
    expect(header).toMatch(/^batch\s+partner\s+day\s+type\s+state\s+instructions\s+total$/);
    expect(rule).toMatch(/^-+( +-+)+$/);
    expect(row).toContain(partner.financialPartnerId);
    // Right-aligned: the amount ends where the header's last column ends.
    expect(row.endsWith('1,234.56 GBP')).toBe(true);
    expect(row.length).toBe(header.length);
  });

  it('prints the API answer as JSON with --json', async () => {
    const run = await spawnCli(['me', '--json', '--url', url, '--key', OPERATOR_KEY]);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ name: 'bootstrap', role: 'admin', operatorKeyId: null });
  });

  it('exits 0 from reconciliation when every check holds', async () => {
    const run = await spawnCli(['reconciliation', '--url', url, '--key', OPERATOR_KEY]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('All checks hold');
  });

  it('exits 1 when nothing answers at --url, and says so', async () => {
    // A port that was free a moment ago: nothing listens there.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const run = await spawnCli(['me', '--url', `http://127.0.0.1:${port}`]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Cannot reach the platform at http://127.0.0.1:${port}`);
    expect(run.stderr).toContain('--url');
  });
});

describe('partners and operator keys', () => {
  it('onboards a partner, prints its credentials once, and finds it again', async () => {
    const run = await cli(['partners', 'onboard', '--name', 'Acme Wealth CLI', '--role', 'wealth']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/client secret: +\S+/);
    expect(run.stdout).toContain('shown this once');
    const financialPartnerId = /partner: +(\S+)/.exec(run.stdout)![1];
    const listed = await json<{ partners: { financialPartnerId: string; status: string }[] }>(['partners', 'list', '--search', 'Acme Wealth CLI']);
    expect(listed.partners).toEqual([expect.objectContaining({ financialPartnerId, status: 'Active' })]);
    const suspended = await cli(['partners', 'suspend', financialPartnerId, '--reason', 'KYC review']);
    expect(suspended.stdout).toMatch(/status: +Suspended/);
    expect(suspended.stdout).toMatch(/reason: +KYC review/);
    expect((await json(['partners', 'list', '--suspended'])).partners).toEqual([expect.objectContaining({ financialPartnerId })]);
    expect((await cli(['partners', 'reactivate', financialPartnerId])).stdout).toMatch(/status: +Active/);
    const rotated = await json<{ clientSecret: string }>(['partners', 'rotate-credentials', financialPartnerId]);
    expect(rotated.clientSecret).not.toBe(/client secret: +(\S+)/.exec(run.stdout)![1]);
    expect((await cli(['partners', 'introducers', financialPartnerId])).stdout).toBe('(none)\n');
    const summary = await cli(['partners', 'summary', financialPartnerId]);
    expect(summary.code, summary.stderr).toBe(0);
    expect(summary.stdout).toMatch(/clients: +0\n/);
    expect(summary.stdout).toMatch(/Money held\n\(none\)/);
    expect(summary.stdout).toMatch(/Credentials\n[\s\S]*bootstrap +rotated[\s\S]*bootstrap +issued/);
    expect(summary.stdout).toMatch(/Suspensions\n[\s\S]*bootstrap +reactivated[\s\S]*bootstrap +suspended +KYC review/);
  });

  it('creates an operator key, shown once, and revokes it', async () => {
    const created = await json<{ operatorKeyId: string; key: string; role: string }>(['operator-keys', 'create', '--name', 'cli-rates-desk', '--role', 'admin']);
    expect(created).toMatchObject({ role: 'admin', key: expect.stringMatching(/^opk_/) });
    expect((await json(['me'], created.key)).name).toBe('cli-rates-desk');
    const listed = await cli(['operator-keys', 'list']);
    expect(listed.stdout).toContain(created.operatorKeyId);
    expect(listed.stdout).not.toContain(created.key);
    const revoked = await cli(['operator-keys', 'revoke', created.operatorKeyId]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toMatch(/revoked: +\S+ by bootstrap/);
    const afterRevoke = await cli(['me'], created.key);
    expect(afterRevoke.code).toBe(1);
    expect(afterRevoke.stderr).toMatch(/^401 /);
  });

  it("exits 1 on a viewer's write, with the API's 403 and its description", async () => {
    const viewer = await json<{ key: string }>(['operator-keys', 'create', '--name', 'cli-auditor', '--role', 'viewer']);
    expect((await cli(['partners', 'list'], viewer.key)).code).toBe(0);
    const run = await cli(['partners', 'onboard', '--name', 'Nope', '--role', 'wealth'], viewer.key);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('403 Forbidden: Operator "cli-auditor" is a viewer');
    expect(run.stdout).toBe('');
  });

  it("prints an API error's field errors", async () => {
    const run = await cli(['operator-keys', 'create', '--name', 'x'.repeat(101), '--role', 'viewer']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^400 \w+: .+\n {2}name: maxLength/);
  });
});

describe('following money', () => {
  it("tells an instruction's story: the request, its instruction, its batch, the account and the ledger entry", async () => {
    const run = await cli(['instructions', 'show', partner.financialPartnerId, depositReference]);
    expect(run.code, run.stderr).toBe(0);
    const story = await json<{ instruction: { depositAccountId: string; instructionBatchId: string } }>(['instructions', 'show', partner.financialPartnerId, depositReference]);
    expect(run.stdout).toMatch(/^Request\n/);
    expect(run.stdout).toMatch(/status: +Processed/);
    expect(run.stdout).toMatch(/\nInstruction\n[\s\S]*state: +Settled/);
    expect(run.stdout).toMatch(new RegExp(`\\nBatch\\nbatch: +${story.instruction.instructionBatchId}`));
    expect(run.stdout).toMatch(new RegExp(`\\nAccount\\naccount: +${story.instruction.depositAccountId}`));
    expect(run.stdout).toMatch(/balance: +1,234\.56 GBP/);
    expect(run.stdout).toMatch(/\nLedger entries it caused\n.*\n.*\n.*Deposit.*1,234\.56 GBP/);
  });

  it('finds the request by search, and the account, the batch and the client from it', async () => {
    const found = await cli(['instructions', 'search', '--partner', partner.financialPartnerId, '--type', 'deposit', '--status', 'Processed', '--from', DAY, '--to', DAY]);
    expect(found.stdout).toContain(depositReference);
    const none = await json<{ instructionRequests: unknown[] }>(['instructions', 'search', '--partner', partner.financialPartnerId, '--from', '2026-03-03']);
    expect(none.instructionRequests).toEqual([]);
    const story = await json<{ instruction: { depositAccountId: string; instructionBatchId: string } }>(['instructions', 'show', partner.financialPartnerId, depositReference]);
    const account = await cli(['accounts', 'show', story.instruction.depositAccountId]);
    expect(account.stdout).toMatch(/status: +Open/);
    expect(account.stdout).toMatch(/Ledger entries\n[\s\S]*Deposit.*1,234\.56 GBP/);
    const batch = await cli(['batches', 'show', story.instruction.instructionBatchId]);
    expect(batch.stdout).toMatch(/state: +Completed/);
    expect(batch.stdout).toMatch(new RegExp(`Instructions\\n[\\s\\S]*${depositReference}.*1,234\\.56 GBP`));
    const searched = await json<{ batches: { instructionBatchId: string }[] }>([
      'batches',
      'search',
      '--from',
      DAY,
      '--to',
      DAY,
      '--partner',
      partner.financialPartnerId,
      '--status',
      'Completed',
    ]);
    expect(searched.batches.map((b) => b.instructionBatchId)).toEqual([story.instruction.instructionBatchId]);
    const client = await cli(['clients', 'show', partner.financialPartnerId, clientReference]);
    expect(client.stdout).toMatch(new RegExp(`Deposit accounts\\n[\\s\\S]*${story.instruction.depositAccountId}.*1,234\\.56 GBP`));
    expect((await json<{ clients: unknown[] }>(['clients', 'search', '--partner', partner.financialPartnerId])).clients).toHaveLength(1);
    // The partner page: the money it holds at the account's institution, and the total.
    const summary = await cli(['partners', 'summary', partner.financialPartnerId]);
    expect(summary.stdout).toMatch(/Money held\n[\s\S]*GBP +\S.* +1,234\.56 GBP +1\n[\s\S]*GBP +total +1,234\.56 GBP +1/);
  });

  it('exports every row a search matches as CSV with --csv, streamed to stdout, and says the total under a page', async () => {
    const exported = await cli(['instructions', 'search', '--partner', partner.financialPartnerId, '--type', 'deposit', '--page-size', '1', '--csv']);
    expect(exported.code, exported.stderr).toBe(0);
    const [header, ...rows] = exported.stdout.split('\r\n').filter((line) => line !== '');
    expect(header.split(',').slice(0, 3)).toEqual(['financialPartnerId', 'financialPartnerName', 'instructionReference']);
    expect(rows.some((row) => row.includes(depositReference))).toBe(true);
    expect(rows.every((row) => row.startsWith(partner.financialPartnerId))).toBe(true);
    const clients = await cli(['clients', 'search', '--partner', partner.financialPartnerId, '--csv']);
    expect(clients.stdout.split('\r\n').filter(Boolean)).toHaveLength(2);
    const introducers = await cli(['partners', 'introducers', partner.financialPartnerId, '--csv']);
    expect(introducers.code, introducers.stderr).toBe(0);
    expect(introducers.stdout).toMatch(/^introducerId,/);
    const limits = await cli(['fscs', 'limits', '--csv']);
    expect(limits.stdout).toMatch(/^effectiveFrom,limitAmount,changedAtUtc,inForce\r\n/);
    const held = await cli(['payment-files', 'held', '--csv']);
    expect(held.code, held.stderr).toBe(0);
    const paged = await cli(['instructions', 'search', '--partner', partner.financialPartnerId, '--page-size', '1']);
    expect(paged.stdout).toMatch(/Page 1 (\(last\) of 1 row\.|\(1 rows a page\) of \d+ rows; more: --page 2; every row: --csv)$/m);
  });

  it('finds the request, its batch and its account with the one search', async () => {
    const story = await json<{ instruction: { depositAccountId: string; instructionBatchId: string } }>(['instructions', 'show', partner.financialPartnerId, depositReference]);
    const found = await cli(['search', depositReference]);
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout).toMatch(new RegExp(`instruction.*${depositReference}.*deposit, Processed`));
    const batch = await json<{ hits: { kind: string; id: string }[] }>(['search', story.instruction.instructionBatchId]);
    expect(batch.hits.filter((h) => h.kind === 'batch').map((h) => h.id)).toEqual([story.instruction.instructionBatchId]);
    expect((await cli(['search', 'no-such-thing-anywhere'])).stdout).toContain('Nothing matches "no-such-thing-anywhere".');
  });

  it('finds a request parked by processing failures, rejects it with a reason, and refuses to retry it then', async () => {
    const parked = await driver(t, partner).submitOk('deposit', newDeposit(product, clientReference, { amount: 3000 }));
    // A pass that failed once on it and was then stopped: Created, one attempt counted.
    await t.platform.db.updateTable('instruction_requests').set({ processing_attempts: 1 }).where('instruction_reference', '=', parked).execute();
    const found = await cli(['instructions', 'search', '--failed', '--status', 'Created']);
    expect(found.stdout).toMatch(new RegExp(`${parked} +deposit .* 3,000\\.00 +Created +- +1 `));
    const rejected = await cli(['instructions', 'reject', partner.financialPartnerId, parked, '--reason', 'bad data, resubmit']);
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stdout).toMatch(new RegExp(`^${parked}: Rejected: .*bad data, resubmit`));
    const retried = await cli(['instructions', 'retry', partner.financialPartnerId, parked]);
    expect(retried.code).toBe(1);
    expect(retried.stderr).toMatch(/^409 /);
  });

  it("shows the day's overview", async () => {
    const run = await cli(['overview', '--date', DAY]);
    expect(run.stdout).toMatch(/Batches by state\n.*\n.*\nCompleted +deposit +1 +1 +1,234\.56 GBP/);
    expect(run.stdout).toMatch(/reconciliation: +ok/);
  });
});

describe('the books', () => {
  it("shows money placed at the deposit's institution, the settlement's transfer, and a month's margin income", async () => {
    const placed = await cli(['books', 'accounts', '--kind', 'placed', '--currency', 'GBP']);
    expect(placed.code, placed.stderr).toBe(0);
    expect(placed.stdout).toMatch(new RegExp(`GBP:placed:${product.institutionId} +client-money +-1,234\\.56 GBP`));
    const story = await json<{ instruction: { instructionBatchId: string } }>(['instructions', 'show', partner.financialPartnerId, depositReference]);
    const transfer = await cli(['books', 'transfer', `settlement:${story.instruction.instructionBatchId}`]);
    expect(transfer.stdout).toMatch(/state: +posted/);
    // The deposit accounts' money is the partner's payment; the hub then placed it at the institution (payment files).
    expect(transfer.stdout).toMatch(new RegExp(`GBP:partner:${partner.financialPartnerId} +-1,234\\.56 GBP`));
    expect((await cli(['books', 'transfer', 'no-such-transfer'])).code).toBe(1);
    const income = await json<{ income: unknown[] }>(['books', 'margin-income', '--from', '2026-03', '--to', '2026-03']);
    expect(Array.isArray(income.income)).toBe(true);
    expect((await cli(['books', 'margin-income', '--from', '2026-3', '--to', '2026-03'])).code).toBe(2);
  });
});

describe('the client-money reconciliation', () => {
  it('runs one as at a day before any money (ok, exit 0), lists it and exports its breaks as CSV', async () => {
    const run = await cli(['client-money', 'reconcile', '--as-at', '2026-02-27']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/as at: +2026-02-27/);
    expect(run.stdout).toContain('No breaks.');
    const runs = await json<{ reconciliations: { reconciliationId: string; asAt: string; ok: boolean }[] }>(['client-money', 'runs', '--ok', 'true', '--from', '2026-02-27']);
    const id = runs.reconciliations[0].reconciliationId;
    expect(runs.reconciliations[0]).toMatchObject({ asAt: '2026-02-27', ok: true });
    const csv = await cli(['client-money', 'show', id, '--csv']);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout).toBe('reconciliationId,asAt,kind,currencyCode,accountCode,transferId,date,expected,actual,difference,description\n');
    expect((await cli(['client-money', 'show', id])).stdout).toMatch(new RegExp(`run: +${id}`));
    expect((await cli(['client-money', 'reconcile', '--as-at', '2026-2-27'])).code).toBe(2);
    expect((await cli(['client-money', 'runs', '--ok', 'maybe'])).code).toBe(2);
  });
});

describe('catalogue and audit', () => {
  it('writes the sandbox catalogue to a file and loads it', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'cli-catalogue-'));
    try {
      const file = join(directory, 'catalogue.json');
      expect((await cli(['catalogue', 'sandbox-file', file])).code).toBe(0);
      const loaded = await json<{ productsCreated: number }>(['catalogue', 'load', file]);
      expect(loaded.productsCreated).toBeGreaterThan(10);
      const institutions = await cli(['catalogue', 'institutions', '--search', 'NORTHBANK']);
      expect(institutions.stdout).toMatch(/^institution +name[\s\S]*\nNORTHBANK +Northbank plc +GBR +yes/);
      const issues = await cli(['catalogue', 'issues', 'FT24-GBP-NORTHBANK']);
      expect(issues.stdout).toMatch(/1,000\.00 GBP +250,000\.00 GBP/);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it("publishes a rate change, shows it in the product's rate history and who made it in the audit log", async () => {
    const published = await cli(['catalogue', 'publish-version', product.productId, String(product.issueNumber), '--rate', '4.75']);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain(`Published ${product.productId} issue ${product.issueNumber} version ${product.currentVersion + 1}.`);
    const history = await cli(['catalogue', 'issues', product.productId]);
    expect(history.stdout).toMatch(new RegExp(`\\n +${product.issueNumber} +${product.currentVersion + 1} \\(current\\) +4\\.75%`));
    const audit = await cli(['audit', '--object-type', 'product-issue', '--object-id', `${product.productId}#${product.issueNumber}`]);
    expect(audit.stdout).toMatch(/bootstrap \(admin\).*ratePercent \S+ -> 4\.75/);
    const products = await json<{ products: { productId: string }[] }>(['catalogue', 'products', '--search', product.productId, '--currency', 'GBP']);
    expect(products.products.map((p) => p.productId)).toEqual([product.productId]);
  });

  it('schedules a rate change (--effective-at), lists it among the proposals and cancels it', async () => {
    const at = new Date(t.platform.clock.now().getTime() + 10 * 86_400_000).toISOString();
    const scheduled = await cli(['catalogue', 'publish-version', product.productId, String(product.issueNumber), '--rate', '4.9', '--effective-at', at]);
    expect(scheduled.code, scheduled.stderr).toBe(0);
    expect(scheduled.stdout).toContain(`Scheduled: it takes effect at ${at.slice(0, 19)}`);
    const listed = await json<{ proposals: { proposalId: string; summary: string }[] }>(['proposals', 'list', '--state', 'scheduled']);
    const proposal = listed.proposals.find((p) => p.summary.includes('4.9%'));
    expect(proposal).toBeDefined();
    const table = await cli(['proposals', 'list', '--state', 'scheduled']);
    expect(table.stdout).toContain('FOUR_EYES is off here');
    const cancelled = await cli(['proposals', 'cancel', proposal!.proposalId, '--reason', 'Not this month']);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(cancelled.stdout).toMatch(/state: +cancelled/);
    expect(cancelled.stdout).toContain('Not this month');
  });
});

describe('calendar', () => {
  it('imports the published list from a file, shows the year and the changes, and resets a date', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'cli-calendar-'));
    try {
      const file = join(directory, 'bank-holidays.json');
      const standing = await json<{ bankHolidays: { date: string; name: string }[] }>(['calendar', 'holidays', '--year', '2034']);
      expect(standing.bankHolidays).toHaveLength(8);
      const events = [
        ...standing.bankHolidays.map((h) => ({ title: h.name, date: h.date, notes: '', bunting: true })),
        { title: 'A jubilee', date: '2034-06-05', notes: '', bunting: true },
      ];
      await writeFile(file, JSON.stringify({ 'england-and-wales': { division: 'england-and-wales', events } }));
      const imported = await cli(['calendar', 'import', file]);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout).toMatch(/Years 2034-2034 now follow the list\.\n[\s\S]*2034-06-05 +add +A jubilee/);
      expect((await cli(['calendar', 'holidays', '--year', '2034'])).stdout).toContain('2034-06-05  A jubilee');
      expect((await cli(['calendar', 'changes'])).stdout).toMatch(/2034-06-05 +add +A jubilee/);
      expect((await cli(['calendar', 'remove', '2034-08-28', '--name', 'Moved'])).code).toBe(0);
      expect((await json<{ bankHolidays: { date: string }[] }>(['calendar', 'holidays', '--year', '2034'])).bankHolidays.map((h) => h.date)).not.toContain('2034-08-28');
      expect((await cli(['calendar', 'reset', '2034-08-28'])).stdout).toContain('2034-08-28 follows the standing rules again.');
      expect((await cli(['calendar', 'reset', '2034-06-05'])).code).toBe(0);
      expect((await cli(['calendar', 'changes'])).stdout).toContain('No one-off changes');
      await writeFile(file, '{"england-and-wales": {"events": []}}');
      expect((await cli(['calendar', 'import', file])).code).toBe(1);
      expect((await cli(['calendar', 'import', join(directory, 'missing.json')])).code).toBe(2);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('fscs', () => {
  it("sets a partner's policy, lists and sets the dated limits, and shows a client's exposure", async () => {
    expect((await cli(['partners', 'fscs-policy', partner.financialPartnerId, '--policy', 'block'])).stdout).toMatch(/FSCS policy: +block/);
    expect((await cli(['partners', 'fscs-policy', partner.financialPartnerId, '--policy', 'warn'])).stdout).toMatch(/FSCS policy: +warn/);
    expect((await cli(['fscs', 'set-limit', '2031-01-01', '--amount', '150000'])).code).toBe(0);
    expect((await cli(['fscs', 'limits'])).stdout).toMatch(/2025-12-01 +120,000\.00 GBP +yes[\s\S]*2031-01-01 +150,000\.00 GBP/);
    expect((await cli(['fscs', 'remove-limit', '2031-01-01'])).stdout).toContain('The limit from 2031-01-01 is removed.');
    expect((await cli(['fscs', 'set-limit', '2020-01-01', '--amount', '1'])).code).toBe(1);
    expect((await cli(['fscs', 'exposure', partner.financialPartnerId, clientReference])).stdout).toMatch(/Protected +1,234\.56 GBP +120,000\.00 GBP +0\.00 GBP +118,765\.44 GBP/);
  });
});

describe('bank accounts and institutions’ bank settings', () => {
  it("sets the platform's client-money accounts, records and clears their acknowledgement, and lists them", async () => {
    // The test platform starts with its client-money accounts set (test/helpers.ts), as an operator would before going live.
    expect((await cli(['bank-accounts', 'list'])).stdout).toMatch(/^currency +name/);
    const set = await cli(['bank-accounts', 'set', 'GBP', '--name', 'Client Money', '--bank', 'Test Clearing Bank plc', '--sort-code', '40-47-84', '--account-number', '12345678']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/account: +40-47-84 12345678\n/);
    expect(set.stdout).toMatch(/acknowledged: +NOT ACKNOWLEDGED \(no payments\)/);
    expect(set.stdout).toMatch(/last statement: +none read yet/);
    expect((await cli(['bank-accounts', 'acknowledge', 'GBP', '--on', DAY])).stdout).toMatch(new RegExp(`acknowledged: +${DAY}`));
    const eur = await cli([
      'bank-accounts',
      'set',
      'EUR',
      '--name',
      'Client Money EUR',
      '--bank',
      'Test Clearing Bank plc',
      '--iban',
      ibanOf('GB', 'TEST40478412345679'),
      '--bic',
      'TESTGB2L',
      '--acknowledged-on',
      DAY,
    ]);
    expect(eur.code, eur.stderr).toBe(0);
    const listed = await cli(['bank-accounts', 'list']);
    expect(listed.stdout).toMatch(new RegExp(`GBP +Client Money +40-47-84 12345678 +${DAY} +- +- +-\n`));
    expect(listed.stdout).toMatch(/EUR +Client Money EUR +IBAN GB\d\dTEST40478412345679 · BIC TESTGB2L/);
    expect(listed.stdout).toMatch(/USD +Savings Platform Client Money USD/);
    expect((await cli(['bank-accounts', 'clear-acknowledgement', 'EUR'])).stdout).toMatch(/acknowledged: +NOT ACKNOWLEDGED/);
    expect((await json<{ accounts: { currencyCode: string; payable: boolean }[] }>(['bank-accounts', 'list'])).accounts.map((a) => [a.currencyCode, a.payable])).toEqual([
      ['GBP', true],
      ['EUR', false],
      ['USD', true],
    ]);
    const refused = await cli(['bank-accounts', 'set', 'USD', '--name', 'x', '--bank', 'y', '--iban', 'GB83WEST12345698765432', '--bic', 'TESTGB2L']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^400 ValidationFailed: .*iban has check digits that do not match.*\n {2}iban: format/);
    expect(refused.stderr).toContain('  what to do: http://');
    expect(refused.stderr).toContain('/errors#ValidationFailed');
    const usage = await cli(['bank-accounts', 'set', 'JPY', '--name', 'x', '--bank', 'y']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Allowed choices are GBP, EUR, USD');
  });

  it("sets an institution's bank settings and receiving account, and shows them", async () => {
    const id = 'CLI-BANK';
    const created = await t.operator({ method: 'PUT', url: `/operator/institutions/${id}`, payload: newInstitution({ financialInstitutionName: 'CLI Bank plc' }) });
    expect(created.statusCode, created.body).toBe(201);
    expect((await cli(['institutions', 'bank-settings', id])).stdout).toMatch(/UK account form: +sort-code-and-number\n[\s\S]*Receiving accounts\n\(none\)/);
    const iban = ibanOf('GB', 'TEST40478487654321');
    const account = await cli([
      'institutions',
      'set-account',
      id,
      'GBP',
      '--name',
      'CLI Bank Deposits',
      '--bank',
      'CLI Bank plc',
      '--sort-code',
      '404784',
      '--account-number',
      '87654321',
      '--iban',
      iban,
    ]);
    expect(account.code, account.stderr).toBe(0);
    expect(account.stdout).toMatch(new RegExp(`account: +40-47-84 87654321 · IBAN ${iban}\n`));
    const settings = await cli(['institutions', 'set-bank-settings', id, '--uk-account-form', 'iban', '--pain001-version', 'pain.001.001.03']);
    expect(settings.code, settings.stderr).toBe(0);
    expect(settings.stdout).toMatch(/UK account form: +iban\npain\.001 version: +pain\.001\.001\.03/);
    expect((await cli(['institutions', 'acknowledge', id, 'GBP', '--on', DAY])).stdout).toMatch(new RegExp(`acknowledged: +${DAY}`));
    expect((await cli(['institutions', 'bank-settings', id])).stdout).toMatch(new RegExp(`GBP +CLI Bank Deposits +CLI Bank plc +40-47-84 87654321 · IBAN ${iban} +${DAY}`));
    expect((await cli(['institutions', 'list-bank-settings'])).stdout).toMatch(new RegExp(`${id} +iban +pain\\.001\\.001\\.03 +GBP +40-47-84 87654321`));
    expect((await cli(['institutions', 'clear-acknowledgement', id, 'GBP'])).stdout).toMatch(/acknowledged: +NOT ACKNOWLEDGED/);
    const audit = await json<{ entries: { objectId: string }[] }>(['audit', '--object-type', 'institution-bank-account', '--object-id', `${id}/GBP`]);
    expect(audit.entries).toHaveLength(3);
    expect((await cli(['institutions', 'bank-settings', 'NO-SUCH-BANK'])).stderr).toMatch(/^404 NotFound/);
  });
});

describe('where a payout goes', () => {
  it("names, in a withdrawal's story, the client's bank account it pays", async () => {
    // A partner and product of its own: the searches above see none of this, and the tests above changed the shared product's rate.
    const owner = await t.newPartner();
    const d = driver(t, owner);
    const client = await d.newClient();
    const deposit = await d.submitOk('deposit', newDeposit(await insertProduct(t.platform.db, { termType: 'InstantAccess' }), client, { amount: 2000 }));
    await d.run();
    expect(await d.status(deposit)).toMatchObject({ status: 'Processed' });
    const { instruction } = await json<{ instruction: { instructionBatchId: string } }>(['instructions', 'show', owner.financialPartnerId, deposit]);
    await settleBatchNow(t.platform, instruction.instructionBatchId);
    const withdrawal = await d.submitOk('withdraw', newWithdrawal(client, await onlyAccountIdOf(d, client), { amount: 10 }));
    await d.run();
    const run = await cli(['instructions', 'show', owner.financialPartnerId, withdrawal]);
    expect(run.stdout).toMatch(/pays to: +Jane Smith · 123456 12345678 · GBP\n/);
  });
});

// Last: it breaks an invariant on purpose (and puts it back).
describe('reconciliation', () => {
  it('exits 1 when a check fails, naming it and its offending row', async () => {
    // Read in the table it then corrupts and restores, on purpose (a broken invariant is what this test is about).
    const account = await t.platform.db.selectFrom('deposit_accounts').select(['deposit_account_id', 'balance_minor']).executeTakeFirstOrThrow();
    await t.platform.db.updateTable('deposit_accounts').set({ balance_minor: 1n }).where('deposit_account_id', '=', account.deposit_account_id).execute();
    try {
      const run = await cli(['reconciliation']);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/account-balance-equals-ledger +FAILING +1/);
      expect(run.stdout).toContain(account.deposit_account_id);
      expect((await cli(['reconciliation', '--json'])).code).toBe(1);
    } finally {
      await t.platform.db.updateTable('deposit_accounts').set({ balance_minor: account.balance_minor }).where('deposit_account_id', '=', account.deposit_account_id).execute();
    }
  });
});

describe('bank statements', () => {
  it('uploads a statement (then again: nothing changes), lists, shows, lists the unmatched and resolves one', async () => {
    // The GBP client-money account the bank-accounts test set: 40-47-84 12345678 (set again, the same: this test stands alone).
    const gbp = await cli(['bank-accounts', 'set', 'GBP', '--name', 'Client Money', '--bank', 'Test Clearing Bank plc', '--sort-code', '40-47-84', '--account-number', '12345678']);
    expect(gbp.code, gbp.stderr).toBe(0);
    const xml = await writeCamt053(
      newCamt053({
        statements: [newStatement({ id: 'CLI-STMT-1', account: { account: { form: 'sort-code-and-number', sortCode: '404784', accountNumber: '12345678' }, currency: 'GBP' } })],
      }),
    );
    const directory = await mkdtemp(join(tmpdir(), 'cli-statements-'));
    try {
      const file = join(directory, 'statement.xml');
      await writeFile(file, xml);
      const uploaded = await cli(['bank-statements', 'upload', file]);
      expect(uploaded.code, uploaded.stderr).toBe(0);
      expect(uploaded.stdout).toMatch(/^Stored\.\n[\s\S]*camt\.053\.001\.08 CLI-STMT-1 \(sequence 42\)[\s\S]*PARTNER-BATCH-77[\s\S]*unmatched/);
      expect((await cli(['bank-statements', 'upload', file])).stdout).toMatch(/^Already stored: nothing changed\./);
      const refused = await cli(['bank-statements', 'upload', join(directory, 'missing.xml')]);
      expect(refused.code).toBe(2);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
    const listed = await json<{ statements: { bankStatementId: string; statementId: string }[] }>(['bank-statements', 'list']);
    const stored = listed.statements.find((s) => s.statementId === 'CLI-STMT-1');
    expect(stored).toBeDefined();
    expect((await cli(['bank-statements', 'show', stored!.bankStatementId])).stdout).toMatch(/GBP 40478412345678/);
    const unmatched = await json<{ entries: { entryId: string; statementId: string }[] }>(['bank-statements', 'unmatched']);
    const entry = unmatched.entries.find((e) => e.statementId === 'CLI-STMT-1');
    expect(entry).toBeDefined();
    const resolved = await cli(['bank-statements', 'resolve', entry!.entryId, '--reason', 'Paid back', '--action', 'returned-to-sender']);
    expect(resolved.code, resolved.stderr).toBe(0);
    expect(resolved.stdout).toContain('resolved (returned-to-sender)');
    const again = await cli(['bank-statements', 'resolve', entry!.entryId, '--reason', 'Paid back', '--action', 'returned-to-sender']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^409 Conflict/);
  });
});
