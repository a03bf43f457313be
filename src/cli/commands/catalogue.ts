/** `catalogue`: load a catalogue file, institutions, products, an issue's rate history, publishing a new issue version. */
import { writeFile } from 'node:fs/promises';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { cell, fields, money, pageFooter, percent, section, table, type Page } from '../format.js';
import { productCurrencies } from '../lookups.js';
import { collect, csvOption, decimal, jsonFileArgument, pageOptions, positiveInteger, queryOption } from '../options.js';
import { action, endpoint } from '../session.js';
import { printChange } from './proposals.js';
import { CURRENCIES } from '../../platform/currency.js';

interface Institution {
  financialInstitutionId: string;
  name: string;
  shortName: string;
  countryCode: string;
  isFscsProtected: boolean;
  financialInstitutionVersion: number;
  productCount: number;
  updatedAtUtc: string;
}

interface ProductSummary {
  productId: string;
  name: string;
  financialInstitutionId: string;
  productTermType: string;
  currencyCode: string;
  offeredToRoles: string[];
  issues: { productIssueNumber: number; currentVersion: number; ratePercent: number; marginPercent: number; isClosedToNewAccounts: boolean }[];
}

interface ProductView {
  productId: string;
  productName: string;
  productTermType: string;
  termLength: number;
  termLengthUnit: string;
  noticeLength: number;
  noticeLengthUnit: string;
  currencyCode: string;
  interestPaidType: string;
  interestPaysFrequency: string;
  offeredToRoles: string[];
  dateLastUpdatedUTC: string;
  financialInstitution: { financialInstitutionId: string; financialInstitutionName: string };
  productIssues: {
    productIssueNumber: number;
    productIssueVersionNumber: number;
    isClosedToNewAccounts: boolean;
    ratePercent: number;
    aer: number;
    depositPerAccountMinimum: number;
    depositPerAccountMaximum: number;
  }[];
  issueMargins: { productIssueNumber: number; marginPercent: number }[];
}

interface IssueHistory {
  productId: string;
  issues: {
    productIssueNumber: number;
    currentVersion: number;
    marginPercent: number;
    versions: {
      version: number;
      ratePercent: number;
      aerPercent: number;
      depositMinimum: number;
      depositMaximum: number;
      isClosedToNewAccounts: boolean;
      publishedAtUtc: string;
    }[];
  }[];
}

/** `ID` or `ID@VERSION`: a document of the new version. */
function documentReference(value: string): { documentId: string; documentVersion?: number } {
  const match = /^([^@\s]{1,200})(?:@([0-9]{1,9}))?$/.exec(value);
  if (!match) throw new InvalidArgumentError('Not a document reference (ID or ID@VERSION).');
  return match[2] === undefined ? { documentId: match[1] } : { documentId: match[1], documentVersion: Number(match[2]) };
}

export function registerCatalogue(program: Command): void {
  const catalogue = program.command('catalogue').description('the catalogue: load a file, institutions, products, rate history, publish a new issue version');

  endpoint(
    catalogue.command('load').description('load a catalogue file (JSON): institutions, documents, products and issues').argument('<file>', 'the catalogue file'),
    'POST',
    '/operator/catalogue',
  ).action(
    action(async (session, command) => {
      const [file] = command.processedArgs as string[];
      const text = await jsonFileArgument(command, file);
      const result = await session.call<Record<string, number>>({ jsonText: text });
      printChange(session, result, (loaded) => fields(Object.entries(loaded)));
    }),
  );

  catalogue
    .command('sandbox-file')
    .description('write the sandbox catalogue to a file, as a template to edit and load (no platform needed)')
    .argument('<file>', 'where to write it')
    .action(
      action(async (session, command) => {
        const [file] = command.processedArgs as string[];
        // Imported here so the other commands do not pay for PDF generation.
        const { sandboxCatalogue } = await import('../../sandbox/sandbox.js');
        await writeFile(file, `${JSON.stringify(await sandboxCatalogue(), null, 2)}\n`);
        session.print({ written: file }, () => `Wrote the sandbox catalogue to ${file}.`);
      }),
    );

  csvOption(
    endpoint(
      pageOptions(
        catalogue
          .command('institutions')
          .description('institutions, by name')
          .addOption(queryOption('--search <text>', 'name or id contains', 'search')),
      ),
      'GET',
      '/operator/institutions',
    ),
  ).action(
    action(async (session) => {
      const page = await session.call<Page & { institutions: Institution[] }>();
      session.print(page, () =>
        [
          table(page.institutions, [
            { header: 'institution', value: (i) => i.financialInstitutionId },
            { header: 'name', value: (i) => i.name },
            { header: 'country', value: (i) => i.countryCode },
            { header: 'FSCS', value: (i) => i.isFscsProtected },
            { header: 'version', value: (i) => i.financialInstitutionVersion, align: 'right' },
            { header: 'products', value: (i) => i.productCount, align: 'right' },
            { header: 'updated', value: (i) => i.updatedAtUtc },
          ]),
          pageFooter(page),
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }),
  );

  csvOption(
    endpoint(
      pageOptions(
        catalogue
          .command('products')
          .description('products with their issues and current rates')
          .addOption(queryOption('--search <text>', 'name or id contains', 'search'))
          .addOption(queryOption('--institution <id>', 'only this institution', 'financialInstitutionId'))
          .addOption(queryOption('--currency <code>', 'only this currency', 'currencyCode').choices(CURRENCIES)),
      ),
      'GET',
      '/operator/products',
    ),
  ).action(
    action(async (session) => {
      const page = await session.call<Page & { products: ProductSummary[] }>();
      // One row per issue; a product without one still gets its row.
      const rows: { product: ProductSummary; issue?: ProductSummary['issues'][number] }[] = page.products.flatMap((product) =>
        product.issues.length === 0 ? [{ product }] : product.issues.map((issue) => ({ product, issue })),
      );
      session.print(page, () =>
        [
          table(rows, [
            { header: 'product', value: (r) => r.product.productId },
            { header: 'name', value: (r) => r.product.name },
            { header: 'institution', value: (r) => r.product.financialInstitutionId },
            { header: 'term', value: (r) => r.product.productTermType },
            { header: 'currency', value: (r) => r.product.currencyCode },
            { header: 'issue.version', value: (r) => (r.issue ? `${r.issue.productIssueNumber}.${r.issue.currentVersion}` : null), align: 'right' },
            { header: 'rate', value: (r) => (r.issue ? percent(r.issue.ratePercent) : null), align: 'right' },
            { header: 'margin', value: (r) => (r.issue ? percent(r.issue.marginPercent) : null), align: 'right' },
            { header: 'closed', value: (r) => r.issue?.isClosedToNewAccounts },
          ]),
          pageFooter(page),
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }),
  );

  endpoint(
    catalogue.command('product').description('one product as partners see it, with its current issue versions').argument('<product>', 'productId'),
    'GET',
    '/operator/products/{productId}',
  ).action(
    action(async (session) => {
      const product = await session.call<ProductView>();
      const margins = new Map(product.issueMargins.map((m) => [m.productIssueNumber, m.marginPercent]));
      session.print(product, () =>
        [
          fields([
            ['product', product.productId],
            ['name', product.productName],
            ['institution', `${product.financialInstitution.financialInstitutionId} (${product.financialInstitution.financialInstitutionName})`],
            ['term', termOf(product)],
            ['currency', product.currencyCode],
            ['interest', `${product.interestPaidType}, ${product.interestPaysFrequency}`],
            ['offered to', product.offeredToRoles.length === 0 ? 'every role' : product.offeredToRoles.join(', ')],
            ['updated', product.dateLastUpdatedUTC],
          ]),
          '',
          section(
            'Issue versions partners can see',
            table(product.productIssues, [
              { header: 'issue', value: (i) => i.productIssueNumber, align: 'right' },
              { header: 'version', value: (i) => i.productIssueVersionNumber, align: 'right' },
              { header: 'rate', value: (i) => percent(i.ratePercent), align: 'right' },
              { header: 'AER', value: (i) => percent(i.aer), align: 'right' },
              { header: 'margin', value: (i) => percent(margins.get(i.productIssueNumber)), align: 'right' },
              { header: 'minimum', value: (i) => money(i.depositPerAccountMinimum, product.currencyCode), align: 'right' },
              { header: 'maximum', value: (i) => money(i.depositPerAccountMaximum, product.currencyCode), align: 'right' },
              { header: 'closed', value: (i) => i.isClosedToNewAccounts },
            ]),
          ),
        ].join('\n'),
      );
    }),
  );

  endpoint(
    catalogue.command('issues').description("a product's issues with every version: the rate history, newest first").argument('<product>', 'productId'),
    'GET',
    '/operator/products/{productId}/issues',
  ).action(
    action(async (session) => {
      const history = await session.call<IssueHistory>();
      const currencyCode = session.json ? undefined : (await productCurrencies(session.api, [history.productId])).get(history.productId);
      const rows = history.issues.flatMap((issue) => issue.versions.map((version) => ({ issue, version })));
      session.print(
        history,
        () =>
          table(rows, [
            { header: 'issue', value: (r) => r.issue.productIssueNumber, align: 'right' },
            { header: 'version', value: (r) => `${r.version.version}${r.version.version === r.issue.currentVersion ? ' (current)' : ''}`, align: 'right' },
            { header: 'rate', value: (r) => percent(r.version.ratePercent), align: 'right' },
            { header: 'AER', value: (r) => percent(r.version.aerPercent), align: 'right' },
            { header: 'minimum', value: (r) => money(r.version.depositMinimum, currencyCode), align: 'right' },
            { header: 'maximum', value: (r) => money(r.version.depositMaximum, currencyCode), align: 'right' },
            { header: 'closed', value: (r) => r.version.isClosedToNewAccounts },
            { header: 'published', value: (r) => r.version.publishedAtUtc },
          ]) + (history.issues.length > 0 ? `\nMargin now: ${history.issues.map((i) => `issue ${i.productIssueNumber} ${percent(i.marginPercent)}`).join(', ')}` : ''),
      );
    }),
  );

  endpoint(
    catalogue
      .command('publish-version')
      .description("publish a new version of a product's issue (a rate change, a margin, limits, closing it to new accounts); what is not given carries over")
      .argument('<product>', 'productId')
      .argument('<issue>', 'productIssueNumber', positiveInteger)
      .addOption(new Option('--rate <percent>', 'new headline rate, e.g. 4.75').argParser(decimal))
      .addOption(new Option('--aer <percent>', 'new AER (default: computed from the rate)').argParser(decimal))
      .addOption(new Option('--margin <percent>', 'new platform margin for the issue, in percentage points').argParser(decimal))
      .addOption(new Option('--minimum <amount>', 'new minimum deposit per account').argParser(decimal))
      .addOption(new Option('--maximum <amount>', 'new maximum deposit per account').argParser(decimal))
      .option('--closed', 'close the issue to new accounts')
      .option('--no-closed', 'open the issue to new accounts')
      .addOption(
        new Option('--document <id[@version]>', 'a document of the new version (repeat for each; default: those of the current version)').argParser(collect(documentReference)),
      )
      .option('--effective-at <instant>', 'schedule it: publish at this ISO instant (e.g. 2026-12-01T09:00:00Z) once another admin has approved it'),
    'POST',
    '/operator/products/{productId}/issues/{issueNumber}/versions',
  ).action(
    action(async (session, command) => {
      const options = command.opts<{
        rate?: number;
        aer?: number;
        margin?: number;
        minimum?: number;
        maximum?: number;
        closed?: boolean;
        document?: { documentId: string; documentVersion?: number }[];
        effectiveAt?: string;
      }>();
      const body = Object.fromEntries(
        Object.entries({
          ratePercent: options.rate,
          aer: options.aer,
          marginPercent: options.margin,
          depositPerAccountMinimum: options.minimum,
          depositPerAccountMaximum: options.maximum,
          isClosedToNewAccounts: options.closed,
          documents: options.document,
        }).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(body).length === 0) {
        command.error('error: nothing to publish: give at least one of --rate, --aer, --margin, --minimum, --maximum, --closed, --no-closed, --document', {
          exitCode: 2,
          code: 'cli.nothingToPublish',
        });
      }
      const published = await session.call<{ productId: string; productIssueNumber: number; productIssueVersionNumber: number }>({
        body: options.effectiveAt === undefined ? body : { ...body, effectiveAt: options.effectiveAt },
      });
      printChange(session, published, (p) => `Published ${p.productId} issue ${p.productIssueNumber} version ${p.productIssueVersionNumber}.`);
    }),
  );
}

function termOf(product: ProductView): string {
  if (product.productTermType === 'FixedTerm') return `fixed, ${product.termLength} ${product.termLengthUnit.toLowerCase()}(s)`;
  if (product.productTermType === 'Notice') return `notice, ${product.noticeLength} ${product.noticeLengthUnit.toLowerCase()}(s)`;
  return cell(product.productTermType);
}
