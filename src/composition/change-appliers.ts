/**
 * The changes to money that four eyes guards (src/approvals/), each as the
 * service call that makes it: the approvals context knows no change itself,
 * the composition root names them here. Each kind's payload is what its
 * endpoint took (path parameters and body), stored as JSON on the proposal;
 * each answers what its endpoint answers when the change applies at once.
 */
import { Type } from '@sinclair/typebox';
import type { ChangeAppliers } from '../approvals/approvals.service.js';
import type { OperatorIdentity } from '../audit/audit.js';
import type { PartnersService } from '../auth/partners.service.js';
import type { BankingService } from '../banking/banking.service.js';
import type { BankStatementsService } from '../bank-statements/bank-statements.service.js';
import type { CalendarChangesService } from '../calendar-changes/calendar-changes.service.js';
import type { FscsService } from '../fscs/fscs.service.js';
import type { BatchesService } from '../batches/batches.service.js';
import type { OperatorKeysService } from '../operator/operator-keys.service.js';
import { createdKeyJson, keyToJson } from '../operator/operator-keys.schemas.js';
import { partnerToJson } from '../auth/partners.schemas.js';
import { batchToJson } from '../batches/batches.js';
import { AppError } from '../platform/errors.js';
import { formatMinor } from '../platform/money.js';
import type { CatalogueService } from '../products/catalogue.service.js';
import type { ProductsService } from '../products/products.service.js';
import { IssueInputSchema, type NewIssueVersionInput, NewIssueVersionInputSchema } from '../products/products.schemas.js';
import { bankAccountAppliers } from './bank-account-appliers.js';
import { payloadOf } from './change-payloads.js';
import { operationAppliers } from './operations-appliers.js';

/** Each kind's payload: what its route validated and stored (the catalogue load's body is checked by the load itself). */
const IssueVersionChange = Type.Object({ productId: Type.String(), issueNumber: Type.Integer(), version: NewIssueVersionInputSchema });
const NewIssueChange = Type.Object({ productId: Type.String(), issue: IssueInputSchema });
const SettleBatchChange = Type.Object({ instructionBatchId: Type.String() });
const SuspendPartnerChange = Type.Object({ financialPartnerId: Type.String(), reason: Type.String() });
const AdminKeyChange = Type.Object({ name: Type.String() });
const RevokeAdminKeyChange = Type.Object({ operatorKeyId: Type.String() });
const CatalogueLoadChange = Type.Object({
  financialInstitutions: Type.Optional(Type.Array(Type.Unknown())),
  products: Type.Optional(Type.Array(Type.Unknown())),
  documents: Type.Optional(Type.Array(Type.Unknown())),
});

/** "rate 4.5 → 4.75%, margin 0.25 → 0.3" for the fields a new version changes. */
function versionChanges(current: { rate: string; margin: string }, version: NewIssueVersionInput): string {
  const parts: string[] = [];
  if (version.ratePercent !== undefined) parts.push(`rate ${Number(current.rate)}% → ${version.ratePercent}%`);
  if (version.marginPercent !== undefined) parts.push(`margin ${Number(current.margin)} → ${version.marginPercent} points`);
  if (version.aer !== undefined) parts.push(`AER ${version.aer}%`);
  if (version.depositPerAccountMinimum !== undefined) parts.push(`minimum ${version.depositPerAccountMinimum}`);
  if (version.depositPerAccountMaximum !== undefined) parts.push(`maximum ${version.depositPerAccountMaximum}`);
  if (version.isClosedToNewAccounts !== undefined) parts.push(version.isClosedToNewAccounts ? 'closed to new accounts' : 'open to new accounts');
  if (version.documents !== undefined) parts.push(`${version.documents.length} document(s)`);
  return parts.length > 0 ? parts.join(', ') : 'no field changed';
}

export function changeAppliers(services: {
  catalogue: CatalogueService;
  products: ProductsService;
  batches: BatchesService;
  partners: PartnersService;
  operatorKeys: OperatorKeysService;
  banking: BankingService;
  fscs: FscsService;
  calendar: CalendarChangesService;
  bankStatements: BankStatementsService;
}): ChangeAppliers {
  const { catalogue, products, batches, partners, operatorKeys } = services;
  const productNamed = async (productId: string) => {
    const view = (await products.catalogue()).byId.get(productId);
    if (!view) throw AppError.notFound(`Product ${productId}`);
    return view;
  };
  return {
    ...bankAccountAppliers(services.banking),
    ...operationAppliers(services),
    'publish-issue-version': {
      schedulable: true,
      async describe(payload) {
        const { productId, issueNumber, version } = payloadOf('publish-issue-version', IssueVersionChange, payload);
        const view = await productNamed(productId);
        const issue = view.issues.get(issueNumber);
        if (!issue) throw AppError.notFound(`Issue ${issueNumber} of product ${productId}`);
        const summary = `${view.row.name} issue ${issueNumber}: ${versionChanges({ rate: issue.current.rate_percent, margin: issue.issue.margin_percent }, version)}`;
        return { objectType: 'product-issue', objectId: `${productId}#${issueNumber}`, objectName: view.row.name, summary };
      },
      apply: (payload, _by, audit) => {
        const { productId, issueNumber, version } = payloadOf('publish-issue-version', IssueVersionChange, payload);
        return catalogue.publishIssueVersion(productId, issueNumber, version, audit);
      },
    },
    'open-issue': {
      schedulable: false,
      async describe(payload) {
        const { productId, issue } = payloadOf('open-issue', NewIssueChange, payload);
        const view = await productNamed(productId);
        const margin = issue.marginPercent === undefined ? 'the default margin' : `margin ${issue.marginPercent} points`;
        return { objectType: 'product', objectId: productId, objectName: view.row.name, summary: `${view.row.name}: a new issue at ${issue.ratePercent}%, ${margin}` };
      },
      apply: (payload, _by, audit) => {
        const { productId, issue } = payloadOf('open-issue', NewIssueChange, payload);
        return catalogue.openIssue(productId, issue, audit);
      },
    },
    'load-catalogue': {
      schedulable: false,
      async describe(payload) {
        const body = payloadOf('load-catalogue', CatalogueLoadChange, payload);
        const summary = `Load a catalogue: ${body.financialInstitutions?.length ?? 0} institution(s), ${body.products?.length ?? 0} product(s), ${body.documents?.length ?? 0} document(s)`;
        return { objectType: 'catalogue', objectId: 'catalogue', objectName: null, summary };
      },
      apply: (payload, _by, audit) => catalogue.loadCatalogue(payload, audit),
    },
    'settle-batch': {
      schedulable: false,
      async describe(payload) {
        const batch = await batches.batchForOperator(payloadOf('settle-batch', SettleBatchChange, payload).instructionBatchId);
        if (batch.status !== 'Closed') throw new AppError('Conflict', `Instruction batch ${batch.instructionBatchId} is ${batch.status}; only a Closed batch can be settled.`);
        const partner = await partners.getPartner(batch.financialPartnerId);
        const summary = `Settle ${partner.name}'s ${batch.instructionType} batch of ${batch.batchDate}: ${formatMinor(batch.totalAmountMinor)} ${batch.currencyCode}`;
        return { objectType: 'batch', objectId: batch.instructionBatchId, objectName: partner.name, summary };
      },
      apply: async (payload, _by, audit) => {
        const batch = await batches.confirmSettlement(payloadOf('settle-batch', SettleBatchChange, payload).instructionBatchId, audit);
        return { financialPartnerId: batch.financialPartnerId, ...batchToJson(batch) };
      },
    },
    'suspend-partner': {
      schedulable: false,
      async describe(payload) {
        const { financialPartnerId, reason } = payloadOf('suspend-partner', SuspendPartnerChange, payload);
        const partner = await partners.getPartner(financialPartnerId);
        if (partner.suspendedAt) throw new AppError('Conflict', `Partner ${partner.name} is suspended already.`);
        return { objectType: 'partner', objectId: financialPartnerId, objectName: partner.name, summary: `Suspend ${partner.name}: ${reason}` };
      },
      apply: async (payload, _by, audit) => {
        const { financialPartnerId, reason } = payloadOf('suspend-partner', SuspendPartnerChange, payload);
        return partnerToJson(await partners.suspend(financialPartnerId, reason, audit));
      },
    },
    'create-admin-key': {
      schedulable: false,
      async describe(payload) {
        const { name } = payloadOf('create-admin-key', AdminKeyChange, payload);
        // A name that reads as a live key's is plainly wrong already: 409 now, not a failed proposal later.
        await operatorKeys.checkNameFree(name);
        return { objectType: 'operator-key', objectId: name, objectName: name, summary: `A new admin key for "${name}"` };
      },
      // The bootstrap key makes the first admin key ever alone (nobody could approve it), once: decided in the key's own transaction.
      applyAlone: async (payload, by: OperatorIdentity, audit) => {
        if (by.operatorKeyId !== null) return undefined;
        const created = await operatorKeys.createFirstAdmin(payloadOf('create-admin-key', AdminKeyChange, payload).name, by, audit);
        return created ? { result: createdKeyJson(created) } : undefined;
      },
      apply: async (payload, by, audit) =>
        createdKeyJson(await operatorKeys.create({ name: payloadOf('create-admin-key', AdminKeyChange, payload).name, role: 'admin' }, by, audit)),
      // The key itself is answered once, to the approver; the proposal keeps what the key list shows.
      kept: (result) => {
        const { key: _key, ...summary } = result as { key: string };
        return summary;
      },
    },
    'revoke-admin-key': {
      schedulable: false,
      async describe(payload) {
        // Revoked already, or the last two admins: plainly wrong already (409); checked again, held, when it applies.
        const key = await operatorKeys.checkAdminRevocable(payloadOf('revoke-admin-key', RevokeAdminKeyChange, payload).operatorKeyId);
        return { objectType: 'operator-key', objectId: key.operatorKeyId, objectName: key.name, summary: `Revoke the admin key of "${key.name}" (${key.keyPrefix}…)` };
      },
      apply: async (payload, by, audit) => keyToJson(await operatorKeys.revoke(payloadOf('revoke-admin-key', RevokeAdminKeyChange, payload).operatorKeyId, 'admin', by, audit)),
    },
  };
}
