/**
 * What a command's action works with (the Session: the operator API, the
 * output mode, the exit code it may raise) and the tag that names the API
 * operation a command calls. Separate from program.ts so the commands, which
 * program.ts imports, can import this without a cycle.
 */
import type { Command } from 'commander';
import { operatorClient, type OperatorClient } from '../operator-client/operator-client.js';
import { exportsCsv, queryOf } from './options.js';

/** Where the CLI writes: the process's stdout and stderr, or a test's buffers. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

export const processOutput: CliOutput = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** What an action works with: the API, the output mode, and the exit code it may raise. */
export interface Session {
  api: OperatorClient;
  json: boolean;
  /** The result: as JSON under --json (for scripts), else as `human` renders it (for people). */
  print(result: unknown, human: () => string): void;
  /** Calls the command's operation (see `endpoint`): path parameters from the command's arguments, in order; the query from its options. */
  call<T = unknown>(options?: CallOptions): Promise<T>;
  /** Ends with exit code 1 once the output is written (a failed check, not an error). */
  failed(): void;
}

interface CallOptions {
  /** A POST's body, sent as JSON. */
  body?: unknown;
  /** A POST's body that is JSON text already (a file sent as written). */
  jsonText?: string;
  /** A POST's body that is a file's bytes, sent as application/xml (a bank file). */
  xml?: Uint8Array;
  /** A GET of another representation than JSON (e.g. `text/csv`): the answer is its text. */
  accept?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const operations = new WeakMap<Command, { method: Method; path: string }>();

/** Tags a command with the operator API operation it calls, e.g. ('GET', '/operator/partners/{financialPartnerId}'). */
export function endpoint(command: Command, method: Method, path: `/operator${string}`): Command {
  operations.set(command, { method, path });
  return command;
}

/** The operation a command calls, for the test that checks every command against the OpenAPI document. */
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
    const api = operatorClient({ baseUrl: globals.url, key: globals.key });
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
        const path = pathOf(command, operation.path);
        if (operation.method === 'GET') return options.accept === undefined ? api.get<T>(path, queryOf(command)) : (api.text(path, options.accept) as Promise<T>);
        if (options.xml !== undefined) return (await api.send<T>(operation.method, path, { content: { body: options.xml, type: 'application/xml' } })).body;
        if (options.jsonText !== undefined) return (await api.send<T>(operation.method, path, { content: { body: options.jsonText, type: 'application/json' } })).body;
        return (await api.send<T>(operation.method, path, { json: options.body })).body;
      },
      failed() {
        state.exitCode = 1;
      },
    };
    const operation = operations.get(command);
    if (operation?.method === 'GET' && exportsCsv(command)) {
      await api.stream(pathOf(command, operation.path), 'text/csv', queryOf(command), (text) => state.output.out(text));
      return;
    }
    await run(session, command);
  };
}

/** The operation's path with its parameters filled from the command's arguments, in order. */
function pathOf(command: Command, template: string): string {
  const values = [...(command.processedArgs as (string | number)[])];
  return template.replace(/\{[A-Za-z]+\}/g, () => encodeURIComponent(String(values.shift())));
}

const sessions = new WeakMap<Command, { output: CliOutput; exitCode: number }>();

function rootOf(command: Command): Command {
  let root = command;
  while (root.parent) root = root.parent;
  return root;
}

/** Makes `program` write to `output`; its exit code starts at 0. */
export function attachOutput(program: Command, output: CliOutput): void {
  sessions.set(program, { output, exitCode: 0 });
}

/** The exit code the actions left (1 after a failed check), once the program has run. */
export function exitCodeOf(program: Command): number {
  return sessions.get(program)?.exitCode ?? 0;
}
