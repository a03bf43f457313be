/**
 * What is owed and to whom, under four eyes beyond rates and payees (issue 45,
 * item 2; docs/four-eyes.md): a partner's reactivation, credentials and FSCS
 * policy, the dated FSCS limit, the business calendar, closing an issue to
 * new accounts, allocating money in suspense to a partner, and booking a bank
 * file in quarantine (issue 47, item 4), each as the
 * service call that makes it. Each kind's payload is its endpoint's path
 * parameters and body. Describing a change checks what its service would
 * check before writing (400, 404, 409) and says what it changes.
 */
import { Type } from '@sinclair/typebox';
import type { ChangeApplier, ChangeKind } from '../approvals/approvals.service.js';
import type { PartnersService } from '../auth/partners.service.js';
import type { BankStatementsService } from '../bank-statements/bank-statements.service.js';
import { entryToJson } from '../bank-statements/bank-statements.schemas.js';
import { quarantinedFileToJson } from '../bank-statements/quarantine.schemas.js';
import type { CalendarChangesService } from '../calendar-changes/calendar-changes.service.js';
import type { FscsService } from '../fscs/fscs.service.js';
import { calendarChangeToJson } from '../calendar-changes/calendar-changes.schemas.js';
import { fscsLimitToJson } from '../fscs/fscs.schemas.js';
import { partnerToJson } from '../auth/partners.schemas.js';
import { AppError } from '../platform/errors.js';
import { formatMinor, parseAmount } from '../platform/money.js';
import type { CatalogueService } from '../products/catalogue.service.js';
import type { ProductsService } from '../products/products.service.js';
import { payloadOf } from './change-payloads.js';

const PartnerChange = Type.Object({ financialPartnerId: Type.String() });
const FscsPolicyChange = Type.Object({ financialPartnerId: Type.String(), fscsPolicy: Type.Union([Type.Literal('warn'), Type.Literal('block')]) });
const FscsLimitChange = Type.Object({ effectiveFrom: Type.String(), limitAmount: Type.Number() });
const FscsLimitRemoval = Type.Object({ effectiveFrom: Type.String() });
const CalendarChange = Type.Object({ date: Type.String(), change: Type.Union([Type.Literal('add'), Type.Literal('remove')]), name: Type.String() });
const CalendarRemoval = Type.Object({ date: Type.String() });
const IssueClosure = Type.Object({ productId: Type.String(), issueNumber: Type.Integer() });
const SuspenseAllocation = Type.Object({ entryId: Type.String(), reason: Type.String(), financialPartnerId: Type.String() });
/** The path's id and the body's reason, and who proposed it (kept with the file's acceptance). */
const QuarantineAcceptance = Type.Object({ quarantinedFileId: Type.String(), reason: Type.String(), proposedBy: Type.String() });

type OperationKind = Extract<
  ChangeKind,
  | 'reactivate-partner'
  | 'rotate-partner-credentials'
  | 'set-partner-fscs-policy'
  | 'set-fscs-limit'
  | 'remove-fscs-limit'
  | 'set-calendar-change'
  | 'remove-calendar-change'
  | 'import-bank-holidays'
  | 'close-issue'
  | 'allocate-suspense'
  | 'accept-quarantined-bank-file'
>;

/** "£120,000.00 from 2025-12-01", or "none" before the first limit. */
function limitText(limit: { effectiveFrom: string; limitMinor: bigint } | undefined): string {
  return limit ? `${formatMinor(limit.limitMinor)} GBP from ${limit.effectiveFrom}` : 'none';
}

export function operationAppliers(services: {
  partners: PartnersService;
  fscs: FscsService;
  calendar: CalendarChangesService;
  catalogue: CatalogueService;
  products: ProductsService;
  bankStatements: BankStatementsService;
}): Record<OperationKind, ChangeApplier> {
  const { partners, fscs, calendar, catalogue, products, bankStatements } = services;
  const partnerObject = (partner: { financialPartnerId: string; name: string }, summary: string) => ({
    objectType: 'partner',
    objectId: partner.financialPartnerId,
    objectName: partner.name,
    summary,
  });
  return {
    'reactivate-partner': {
      schedulable: false,
      async describe(payload) {
        const partner = await partners.getPartner(payloadOf('reactivate-partner', PartnerChange, payload).financialPartnerId);
        if (!partner.suspendedAt) throw new AppError('Conflict', `Partner ${partner.name} is active already.`);
        return partnerObject(partner, `Reactivate ${partner.name} (suspended: ${partner.suspensionReason ?? 'no reason kept'})`);
      },
      apply: async (payload, _by, audit) => partnerToJson(await partners.reactivate(payloadOf('reactivate-partner', PartnerChange, payload).financialPartnerId, audit)),
    },
    'rotate-partner-credentials': {
      schedulable: false,
      async describe(payload) {
        const partner = await partners.getPartner(payloadOf('rotate-partner-credentials', PartnerChange, payload).financialPartnerId);
        return partnerObject(partner, `New credentials for ${partner.name}: a new client id, client secret and subscription key; the current ones stop working`);
      },
      apply: (payload, _by, audit) => partners.rotateCredentials(payloadOf('rotate-partner-credentials', PartnerChange, payload).financialPartnerId, audit),
      // The secret and the key are answered once, to the approver (who hands them to the partner); the proposal keeps the rest.
      kept: (result) => {
        const { clientSecret: _secret, subscriptionKey: _key, ...kept } = result as { clientSecret: string; subscriptionKey: string };
        return kept;
      },
    },
    'set-partner-fscs-policy': {
      schedulable: false,
      async describe(payload) {
        const { financialPartnerId, fscsPolicy } = payloadOf('set-partner-fscs-policy', FscsPolicyChange, payload);
        const partner = await partners.getPartner(financialPartnerId);
        return partnerObject(partner, `${partner.name}'s FSCS policy: ${fscsPolicy} (was ${partner.fscsPolicy})`);
      },
      apply: async (payload, _by, audit) => {
        const { financialPartnerId, fscsPolicy } = payloadOf('set-partner-fscs-policy', FscsPolicyChange, payload);
        return partnerToJson(await partners.setFscsPolicy(financialPartnerId, fscsPolicy, audit));
      },
    },
    'set-fscs-limit': {
      schedulable: false,
      async describe(payload) {
        const { effectiveFrom, limitAmount } = payloadOf('set-fscs-limit', FscsLimitChange, payload);
        const limitMinor = parseAmount(limitAmount);
        const { existing, previous } = await fscs.previewLimit(effectiveFrom, limitMinor);
        const was = existing ? `replacing ${formatMinor(existing.limitMinor)} GBP` : `in force until then: ${limitText(previous)}`;
        return { objectType: 'fscs-limit', objectId: effectiveFrom, objectName: null, summary: `FSCS limit from ${effectiveFrom}: ${formatMinor(limitMinor)} GBP (${was})` };
      },
      apply: async (payload, _by, audit) => {
        const { effectiveFrom, limitAmount } = payloadOf('set-fscs-limit', FscsLimitChange, payload);
        return fscsLimitToJson(await fscs.setLimit(effectiveFrom, parseAmount(limitAmount), audit));
      },
    },
    'remove-fscs-limit': {
      schedulable: false,
      async describe(payload) {
        const { effectiveFrom } = payloadOf('remove-fscs-limit', FscsLimitRemoval, payload);
        const { existing, previous } = await fscs.previewLimit(effectiveFrom);
        const summary = `Remove the FSCS limit of ${formatMinor(existing!.limitMinor)} GBP from ${effectiveFrom}: ${limitText(previous)} stays in force past it`;
        return { objectType: 'fscs-limit', objectId: effectiveFrom, objectName: null, summary };
      },
      apply: async (payload, _by, audit) => {
        await fscs.removeLimit(payloadOf('remove-fscs-limit', FscsLimitRemoval, payload).effectiveFrom, audit);
        return null;
      },
    },
    'set-calendar-change': {
      schedulable: false,
      async describe(payload) {
        const change = payloadOf('set-calendar-change', CalendarChange, payload);
        const before = await calendar.previewChange(change.date, change);
        const what = change.change === 'add' ? `a bank holiday (${change.name})` : `not the bank holiday of the standing rules (${change.name})`;
        const was = before ? `; replaces its change: ${before.change} ${before.name}` : '';
        return { objectType: 'calendar-change', objectId: change.date, objectName: change.name, summary: `${change.date} is ${what}${was}` };
      },
      apply: async (payload, _by, audit) => calendarChangeToJson(await calendar.setChange(payloadOf('set-calendar-change', CalendarChange, payload), audit)),
    },
    'remove-calendar-change': {
      schedulable: false,
      async describe(payload) {
        const { date } = payloadOf('remove-calendar-change', CalendarRemoval, payload);
        const before = (await calendar.previewChange(date))!;
        return {
          objectType: 'calendar-change',
          objectId: date,
          objectName: before.name,
          summary: `${date} follows the standing rules again (its change: ${before.change} ${before.name})`,
        };
      },
      apply: async (payload, _by, audit) => {
        await calendar.removeChange(payloadOf('remove-calendar-change', CalendarRemoval, payload).date, audit);
        return null;
      },
    },
    'import-bank-holidays': {
      schedulable: false,
      async describe(payload) {
        const { years, changes } = calendar.previewImport(payload);
        const range = `${years[0]}-${years[years.length - 1]}`;
        return {
          objectType: 'calendar',
          objectId: range,
          objectName: null,
          summary: `Import the published bank holidays of ${years.length} year(s), ${range}: ${changes.length} change(s) to the standing rules replace those years' changes`,
        };
      },
      apply: (payload, _by, audit) => calendar.importPublished(payload, audit),
    },
    'close-issue': {
      schedulable: false,
      async describe(payload) {
        const { productId, issueNumber } = payloadOf('close-issue', IssueClosure, payload);
        const view = (await products.catalogue()).byId.get(productId);
        if (!view) throw AppError.notFound(`Product ${productId}`);
        const issue = view.issues.get(issueNumber);
        if (!issue) throw AppError.notFound(`Issue ${issueNumber} of product ${productId}`);
        const already = issue.current.is_closed_to_new_accounts ? ' (it is closed already: nothing changes)' : '';
        return {
          objectType: 'product-issue',
          objectId: `${productId}#${issueNumber}`,
          objectName: view.row.name,
          summary: `${view.row.name} issue ${issueNumber}: closed to new accounts${already}`,
        };
      },
      apply: (payload, _by, audit) => {
        const { productId, issueNumber } = payloadOf('close-issue', IssueClosure, payload);
        return catalogue.closeIssue(productId, issueNumber, audit);
      },
    },
    'allocate-suspense': {
      schedulable: false,
      async describe(payload) {
        const { entryId, reason, financialPartnerId } = payloadOf('allocate-suspense', SuspenseAllocation, payload);
        if (reason.trim() === '') throw AppError.validation([{ field: 'reason', reason: 'required' }]);
        const partner = await partners.getPartner(financialPartnerId);
        // The entry itself (in suspense, once) is checked when the allocation applies: a proposal for one resolved meanwhile fails.
        return {
          objectType: 'bank-statement-entry',
          objectId: entryId,
          objectName: partner.name,
          summary: `Allocate bank statement entry ${entryId}, in suspense, to ${partner.name}: ${reason}`,
        };
      },
      apply: async (payload, by, audit) => {
        const { entryId, reason, financialPartnerId } = payloadOf('allocate-suspense', SuspenseAllocation, payload);
        return entryToJson(await bankStatements.resolve(entryId, { action: 'allocated-to-partner', reason, financialPartnerId }, { name: by.name, audit }));
      },
    },
    'accept-quarantined-bank-file': {
      schedulable: false,
      async describe(payload) {
        const { quarantinedFileId, reason } = payloadOf('accept-quarantined-bank-file', QuarantineAcceptance, payload);
        const file = await bankStatements.quarantinedToAccept(quarantinedFileId, reason);
        // Whether it books (its sequence, balances, accounts) is judged when the acceptance applies: a proposal that cannot fails, nothing written.
        return {
          objectType: 'quarantined-bank-file',
          objectId: quarantinedFileId,
          objectName: file.message_version,
          summary: `Book the ${file.message_version} file in quarantine ${quarantinedFileId} (uploaded by ${file.uploaded_by}; ${file.schema_problem_count} schema problem(s)) despite its XSD: ${reason}`,
        };
      },
      apply: async (payload, by, audit) => {
        const { quarantinedFileId, reason, proposedBy } = payloadOf('accept-quarantined-bank-file', QuarantineAcceptance, payload);
        return quarantinedFileToJson(await bankStatements.acceptQuarantined(quarantinedFileId, { reason, proposedBy }, { name: by.name, audit }));
      },
    },
  };
}
