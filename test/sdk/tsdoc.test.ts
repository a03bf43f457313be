/**
 * Every public method of the SDK's API classes (packages/sdk/src/client.ts, webhooks.ts)
 * has, in its TSDoc, an `@example` and at least one `@throws` naming the
 * errors it can end with (issue 31): the API reference is written from them.
 * Read with the TypeScript parser, so overloads (documented on their first
 * signature) and the methods of an object member (`sandbox.clock`) count.
 * The examples (of client.ts, webhooks.ts, errors.ts, money.ts, paging.ts, response.ts) are
 * type-checked against the SDK, each the body of an async function, with the
 * few names they take as given declared.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SDK = join(import.meta.dirname, '../../packages/sdk');
const CLIENT = join(SDK, 'src/client.ts');
const CLASSES = ['SavingsPlatform', 'ClientsApi', 'ProductsApi', 'InstructionsApi', 'PortfoliosApi', 'BatchesApi', 'SandboxApi', 'WebhooksApi'];
const WEBHOOKS = join(SDK, 'src/webhooks.ts');

function isPublic(member: ts.ClassElement): boolean {
  const modifiers = ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : [];
  if (modifiers.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword)) return false;
  return !ts.getJSDocTags(member).some((tag) => tag.tagName.text === 'internal');
}

/** Each public method, as `Class.method` (or `Class.member.method`), with the tag names of the TSDoc of all its declarations. */
async function publicMethods(): Promise<Map<string, Set<string>>> {
  const sources = await Promise.all([CLIENT, WEBHOOKS].map(async (path) => ts.createSourceFile(path, await readFile(path, 'utf8'), ts.ScriptTarget.Latest, true)));
  const methods = new Map<string, Set<string>>();
  const add = (name: string, node: ts.Node) => {
    const tags = methods.get(name) ?? new Set<string>();
    for (const tag of ts.getJSDocTags(node)) tags.add(tag.tagName.text);
    methods.set(name, tags);
  };
  for (const statement of sources.flatMap((source) => source.statements)) {
    if (!ts.isClassDeclaration(statement) || !statement.name || !CLASSES.includes(statement.name.text)) continue;
    const className = statement.name.text;
    for (const member of statement.members) {
      if (!isPublic(member) || !member.name || !ts.isIdentifier(member.name)) continue;
      if (ts.isMethodDeclaration(member)) add(`${className}.${member.name.text}`, member);
      else if (ts.isPropertyDeclaration(member) && member.type && ts.isTypeLiteralNode(member.type)) {
        for (const inner of member.type.members) {
          if (ts.isMethodSignature(inner) && ts.isIdentifier(inner.name)) add(`${className}.${member.name.text}.${inner.name.text}`, inner);
        }
      }
    }
  }
  return methods;
}

describe('the TSDoc of the SDK methods', () => {
  it('finds the methods of every API class', async () => {
    const names = [...(await publicMethods()).keys()];
    for (const name of [
      'ClientsApi.createIndividual',
      'ProductsApi.get',
      'InstructionsApi.deposit',
      'PortfoliosApi.list',
      'BatchesApi.close',
      'SandboxApi.run',
      'SandboxApi.clock.advance',
      'WebhooksApi.updateEndpoint',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.filter((name) => name.startsWith('InstructionsApi.'))).not.toContain('InstructionsApi.submit');
  });

  it('gives every public method an @example and an @throws', async () => {
    const missing = [...(await publicMethods())].flatMap(([name, tags]) => ['example', 'throws'].filter((tag) => !tags.has(tag)).map((tag) => `${name}: no @${tag}`));
    expect(missing).toEqual([]);
  });

  it('has examples that type-check against the SDK', async () => {
    const text = (
      await Promise.all(['client.ts', 'webhooks.ts', 'errors.ts', 'money.ts', 'paging.ts', 'response.ts'].map((name) => readFile(join(SDK, 'src', name), 'utf8')))
    ).join('\n');
    const examples = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!.replace(/^\s*\* ?/gm, ''));
    expect(examples.length).toBeGreaterThan(35);
    const given = [
      'clientReference',
      'instructionReference',
      'depositAccountId',
      'depositReference',
      'financialPartnerId',
      'introducerId',
      'instructionBatchId',
      'endpointId',
      'savedCursor',
    ];
    const file = join(SDK, 'src/__tsdoc-examples__.ts');
    const code = [
      "import { fromMinorUnits, PlatformError, SavingsPlatform, toMinorUnits, VersionConflictError, type PortfolioInformation } from './index.js';",
      'declare const platform: SavingsPlatform;',
      ...examples.map(
        (body, n) =>
          `export async function example${n}(${given
            .filter((name) => !new RegExp(`const \\{? ?${name}\\b`).test(body))
            .map((name) => `${name}: string`)
            .join(', ')}): Promise<void> {\n${body}\n}`,
      ),
      'export type Used = PortfolioInformation;',
    ].join('\n');
    const { config } = ts.readConfigFile(join(SDK, 'tsconfig.json'), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, SDK);
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, language, ...rest) => (name === file ? ts.createSourceFile(name, code, language) : getSourceFile(name, language, ...rest));
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (name) => name === file || fileExists(name);
    const program = ts.createProgram([file], options, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === file || d.file === undefined)
      .map((d) => `${d.file ? `line ${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems, code).toEqual([]);
  }, 60_000);
});
