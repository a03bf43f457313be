/**
 * The command tree (commander) and the run of one command line. `buildProgram`
 * is exported so tests can walk every command; `runCli` parses, runs and turns
 * every outcome into an exit code: 0 done (and --help), 1 the API refused or
 * could not be reached (or a check failed: reconciliation), 2 bad usage.
 */
import { Command, CommanderError, Option } from 'commander';
import { registerAccounts } from './commands/accounts.js';
import { registerBatches } from './commands/batches.js';
import { registerCatalogue } from './commands/catalogue.js';
import { registerClients } from './commands/clients.js';
import { registerInstructions } from './commands/instructions.js';
import { registerOperatorKeys } from './commands/operator-keys.js';
import { registerOverview } from './commands/overview.js';
import { registerPartners } from './commands/partners.js';
import { registerAudit } from './commands/audit.js';
import { registerReconciliation } from './commands/reconciliation.js';
import { ApiError, operatorApi, UnreachableError, type OperatorApi } from './operator-api.js';
import { baseUrl, queryOf } from './options.js';

/** Where the CLI writes: the process's stdout and stderr, or a test's buffers. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

const processOutput: CliOutput = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** What an action works with: the API, the output mode, and the exit code it may raise. */
export interface Session {
  api: OperatorApi;
  json: boolean;
  /** The result: as JSON under --json (for scripts), else as `human` renders it (for people). */
  print(result: unknown, human: () => string): void;
  /** Calls the command's operation (see `endpoint`), path parameters from `pathParameters` or the command's arguments, query from its options. */
  call<T = unknown>(options?: CallOptions): Promise<T>;
  /** Ends with exit code 1 once the output is written (a failed check, not an error). */
  failed(): void;
}

interface CallOptions {
  /** Default: the command's arguments, in order. */
  pathParameters?: readonly (string | number)[];
  /** A POST's body, sent as JSON. */
  body?: unknown;
  /** A POST's body that is JSON text already (a file sent as written). */
  jsonText?: string;
}

type Method = 'GET' | 'POST' | 'DELETE';
const operations = new WeakMap<Command, { method: Method; path: string }>();

/** Tags a command with the operator API operation it calls, e.g. ('GET', '/operator/partners/{financialPartnerId}'). */
export function endpoint(command: Command, method: Method, path: `/operator${string}`): Command {
  operations.set(command, { method, path });
  return command;
}

/** The operation a command calls ("GET /operator/partners"), for the test that checks them against the OpenAPI document. */
export function operationOf(command: Command): { method: Method; path: string } | undefined {
  return operations.get(command);
}

type Action = (session: Session, command: Command) => Promise<void>;

/** Builds a commander action: the session from the global options, then `run`. */
export function action(run: Action): (...args: unknown[]) => Promise<void> {
  return async (...args) => {
    const command = args.at(-1) as Command;
    const globals = command.optsWithGlobals<{ url: string; key: string; json?: boolean }>();
    const state = sessions.get(rootOf(command));
    if (!state) throw new Error('the command was not built by buildProgram');
    const api = operatorApi(globals.url, globals.key);
    const session: Session = {
      api,
      json: globals.json === true,
      print(result, human) {
        const text = session.json ? JSON.stringify(result, null, 2) : human();
        if (text !== '') state.output.out(`${text}\n`);
      },
      async call<T>(options: CallOptions = {}): Promise<T> {
        const operation = operations.get(command);
        if (!operation) throw new Error(`${command.name()} has no operation`);
        const values = [...(options.pathParameters ?? (command.processedArgs as (string | number)[]))];
        const path = operation.path.replace(/\{[A-Za-z]+\}/g, () => encodeURIComponent(String(values.shift())));
        if (operation.method === 'GET') return api.get<T>(path, queryOf(command));
        if (operation.method === 'DELETE') return api.delete<T>(path);
        return options.jsonText === undefined ? api.post<T>(path, options.body) : api.postText<T>(path, options.jsonText);
      },
      failed() {
        state.exitCode = 1;
      },
    };
    await run(session, command);
  };
}

const sessions = new WeakMap<Command, { output: CliOutput; exitCode: number }>();

function rootOf(command: Command): Command {
  let root = command;
  while (root.parent) root = root.parent;
  return root;
}

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
  sessions.set(program, { output, exitCode: 0 });

  registerOverview(program);
  registerPartners(program);
  registerOperatorKeys(program);
  registerCatalogue(program);
  registerClients(program);
  registerInstructions(program);
  registerAccounts(program);
  registerBatches(program);
  registerReconciliation(program);
  registerAudit(program);
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
    return sessions.get(program)?.exitCode ?? 0;
  } catch (error) {
    // Commander has already written its message (or the help): --help is 0, anything else bad usage.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof ApiError || error instanceof UnreachableError) {
      output.err(`${error.message}\n`);
      return 1;
    }
    output.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
