/**
 * Option parsers and the link between a command's options and the API: an
 * option made with `queryOption` names the query parameter it fills, and a
 * command tagged with `endpoint` names the operation it calls, so an action
 * sends what its options say without restating either (and a test checks both
 * against openapi/operator.json). A value that cannot be right is a usage
 * error (exit 2) before any request is made.
 */
import { readFile } from 'node:fs/promises';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { Query } from '../operator-client/operator-client.js';

const queryParameters = new WeakMap<Option, string>();

/** An option that fills the query parameter `parameter` of the command's operation. */
export function queryOption(flags: string, description: string, parameter: string): Option {
  const option = new Option(flags, description);
  queryParameters.set(option, parameter);
  return option;
}

/** The query parameter an option fills, if any. */
export function queryParameterOf(option: Option): string | undefined {
  return queryParameters.get(option);
}

/** The query the command's options give (options left out are not sent). */
export function queryOf(command: Command): Query {
  const query: Query = {};
  for (const option of command.options) {
    const parameter = queryParameters.get(option);
    const value: unknown = command.getOptionValue(option.attributeName());
    if (parameter && value !== undefined) query[parameter] = value as string | number | boolean;
  }
  return query;
}

const csvExports = new WeakSet<Command>();

/**
 * --csv, for a list the API exports: instead of a page, every row the filters match, as CSV, streamed to stdout
 * as it comes (any size: `> file.csv`). The command's own action does not run.
 */
export function csvOption(command: Command): Command {
  csvExports.add(command);
  return command.option('--csv', 'every row the filters match as CSV (the export: paging does not apply), written as it comes');
}

/** True when the command was given --csv and exports its list. */
export function exportsCsv(command: Command): boolean {
  return csvExports.has(command) && command.opts<{ csv?: boolean }>().csv === true;
}

/** --page and --page-size, for the lists the API pages. */
export function pageOptions(command: Command, maximumPageSize = 200, defaultPageSize = 50): Command {
  return command
    .addOption(queryOption('--page <n>', 'page number, from 1', 'pageNumber').argParser(positiveInteger))
    .addOption(queryOption('--page-size <n>', `rows per page (API default ${defaultPageSize}, at most ${maximumPageSize})`, 'pageSize').argParser(positiveInteger));
}

export function positiveInteger(value: string): number {
  if (!/^[0-9]{1,9}$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('Not a whole number of 1 or more.');
  return Number(value);
}

/** A decimal as the API takes it (a rate in percent, an amount): digits with an optional fraction. */
export function decimal(value: string): number {
  if (!/^[0-9]{1,12}(\.[0-9]{1,12})?$/.test(value)) throw new InvalidArgumentError('Not a decimal number (e.g. 4.75).');
  // Number() of a decimal of up to 15 significant digits is the double whose shortest
  // form is that text: the JSON sent carries exactly what was typed.
  return Number(value);
}

/** A calendar day, YYYY-MM-DD. */
export function day(value: string): string {
  if (!isDay(value)) throw new InvalidArgumentError('Not a day (YYYY-MM-DD).');
  return value;
}

/** A month, YYYY-MM. */
export function month(value: string): string {
  if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(value)) throw new InvalidArgumentError('Not a month (YYYY-MM).');
  return value;
}

function isDay(value: string): boolean {
  return /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function isInstant(value: string): boolean {
  return /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,9})?(Z|[+-][0-9]{2}:[0-9]{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** The start of a range: an ISO instant, or a day meaning its first instant (UTC). */
export function rangeStart(value: string): string {
  if (isInstant(value)) return value;
  if (isDay(value)) return `${value}T00:00:00Z`;
  throw new InvalidArgumentError('Not a day (YYYY-MM-DD) or an ISO instant (2026-03-02T09:00:00Z).');
}

/** The end of a range (exclusive): an ISO instant, or a day meaning up to the end of that day (UTC). */
export function rangeEnd(value: string): string {
  if (isInstant(value)) return value;
  if (isDay(value)) {
    const next = new Date(`${value}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return next.toISOString().replace('.000Z', 'Z');
  }
  throw new InvalidArgumentError('Not a day (YYYY-MM-DD) or an ISO instant (2026-03-02T09:00:00Z).');
}

/** The platform's base URL: http or https. */
export function baseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('Not a URL (e.g. http://127.0.0.1:8080).');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('Not an http or https URL.');
  return value.replace(/\/+$/, '');
}

/** A repeatable option's values, in order. */
export function collect<T>(parse: (value: string) => T): (value: string, previous: T[] | undefined) => T[] {
  return (value, previous) => [...(previous ?? []), parse(value)];
}

/** A JSON file named on the command line, as written (sent as it is); unreadable or not JSON is a usage error (exit 2). */
export async function jsonFileArgument(command: Command, file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch((error: Error) => command.error(`error: cannot read ${file}: ${error.message}`, { exitCode: 2, code: 'cli.unreadableFile' }));
  try {
    JSON.parse(text);
  } catch (error) {
    command.error(`error: ${file} is not valid JSON: ${(error as Error).message}`, { exitCode: 2, code: 'cli.invalidFile' });
  }
  return text;
}
