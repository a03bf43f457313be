/**
 * The command tree (commander) and the run of one command line. `buildProgram`
 * is exported so tests can walk every command; `runCli` parses, runs and turns
 * every outcome into an exit code: 0 done (and --help), 1 the API refused or
 * could not be reached (or a check failed: reconciliation), 2 bad usage.
 */
import { Command, CommanderError, Option } from 'commander';
import { registerAccounts } from './commands/accounts.js';
import { registerBankAccounts } from './commands/bank-accounts.js';
import { registerBatches } from './commands/batches.js';
import { registerCalendar } from './commands/calendar.js';
import { registerFscs } from './commands/fscs.js';
import { registerBankStatements } from './commands/bank-statements.js';
import { registerPaymentFiles } from './commands/payment-files.js';
import { registerBooks } from './commands/books.js';
import { registerCatalogue } from './commands/catalogue.js';
import { registerClientMoney } from './commands/client-money.js';
import { registerClients } from './commands/clients.js';
import { registerSearch } from './commands/search.js';
import { registerInstitutions } from './commands/institutions.js';
import { registerInstructions } from './commands/instructions.js';
import { registerOperatorKeys } from './commands/operator-keys.js';
import { registerOverview } from './commands/overview.js';
import { registerPartners } from './commands/partners.js';
import { registerProposals } from './commands/proposals.js';
import { registerAudit } from './commands/audit.js';
import { registerReconciliation } from './commands/reconciliation.js';
import { ApiError } from '../operator-client/operator-client.js';
import { baseUrl } from './options.js';
import { attachOutput, type CliOutput, exitCodeOf, processOutput } from './session.js';

export function buildProgram(output: CliOutput = processOutput): Command {
  const program = new Command('cli')
    .usage('<command> [options]')
    .description(
      'The operator command line: talks HTTP to the operator API of a running platform (a laptop sandbox or production), never to its database.\n' +
        'Tables for people; --json prints the API answer as it is, for scripts.',
    )
    .addOption(new Option('--url <url>', 'the platform to talk to').env('PLATFORM_URL').default('http://127.0.0.1:8080').argParser(baseUrl))
    .addOption(new Option('--key <key>', 'an operator key (admin, or viewer for reads)').env('OPERATOR_API_KEY').default('sandbox-operator-key'))
    .option('--json', 'print the raw JSON answer on stdout (for scripts)')
    .configureOutput({ writeOut: (text) => output.out(text), writeErr: (text) => output.err(text) })
    .configureHelp({ showGlobalOptions: true })
    .showHelpAfterError('(add --help for usage)')
    .exitOverride();
  attachOutput(program, output);

  registerOverview(program);
  registerSearch(program);
  registerPartners(program);
  registerProposals(program);
  registerOperatorKeys(program);
  registerCatalogue(program);
  registerClients(program);
  registerInstructions(program);
  registerAccounts(program);
  registerBatches(program);
  registerReconciliation(program);
  registerAudit(program);
  registerCalendar(program);
  registerFscs(program);
  registerBooks(program);
  registerBankStatements(program);
  registerPaymentFiles(program);
  registerClientMoney(program);
  registerBankAccounts(program);
  registerInstitutions(program);
  return program;
}

/** Every command under `root`, depth first, the root included. */
export function allCommands(root: Command): Command[] {
  return [root, ...root.commands.flatMap((command) => allCommands(command))];
}

/** Runs one command line (the arguments after the script name) and answers the exit code. */
export async function runCli(args: readonly string[], output: CliOutput = processOutput): Promise<number> {
  const program = buildProgram(output);
  try {
    await program.parseAsync(args, { from: 'user' });
    return exitCodeOf(program);
  } catch (error) {
    // Commander has already written its message (or the help): --help is 0, anything else bad usage.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof ApiError) {
      output.err(`${describeApiError(error)}\n`);
      return 1;
    }
    output.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

/**
 * An operator API failure as the CLI says it: nothing answered (status 0) names --url; an error body gives its
 * status, code and description, a line per field and where to read what to do; any other answer its text.
 */
function describeApiError(error: ApiError): string {
  if (error.status === 0) return `Cannot reach the platform at ${error.url} (${error.text}). Is it running? Point --url (or PLATFORM_URL) at it.`;
  const body = error.body;
  if (!body) return `${error.status}: ${error.text.trim() || '(empty body)'}`;
  const lines = [`${error.status} ${body.Error ?? ''}: ${body.ErrorDescription ?? JSON.stringify(body)}`];
  for (const field of error.fields) lines.push(`  ${field.field}: ${field.reason}`);
  if (error.documentationUrl) lines.push(`  what to do: ${error.documentationUrl}`);
  return lines.join('\n');
}
