/**
 * Operator: the bank files received (docs/bank-side.md "Statements in"):
 * upload a camt.053, camt.054 or pain.002 as XML, list and read what was
 * stored (the XML byte for byte with Accept: application/xml), the entries in
 * suspense, and their resolution. Every write is audited.
 */
import { Type } from '@sinclair/typebox';
import { operatorOf } from '../audit/audit.js';
import { answerSubmitted, ProposalSchema } from '../approvals/approvals.schemas.js';
import type { ApprovalsService } from '../approvals/approvals.service.js';
import {
  BankStatementEntrySchema,
  BankStatementHeaderSchema,
  BankStatementListSchema,
  BankStatementSchema,
  entryToJson,
  headerToJson,
  ResolutionInputSchema,
  statementToJson,
  UnmatchedEntryListSchema,
  UnmatchedEntrySchema,
  UploadResultSchema,
  uploadToJson,
} from './bank-statements.schemas.js';
import type { BankStatementsService } from './bank-statements.service.js';
import { quarantineOperatorRoutes } from './quarantine.operator.routes.js';
import { MAX_BANK_FILE_BYTES } from '../iso20022/iso20022.js';
import { AppError, quoted } from '../platform/errors.js';
import { declaredCharset, type HttpApp } from '../platform/http.js';
import { csvColumnsOf, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import { mapChunks, MAXIMUM_PAGE_SIZE, pagingOf, pagingQuery } from '../platform/paging.js';
import { errorExample, errorResponses } from '../platform/schemas.js';
import { jsonOrXml, sendXml, wantsXml, XML_TYPES } from '../platform/xml-answers.js';

const TAG = 'Bank statements';
const Id = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });

const SEQUENCE_CONFLICT = errorExample(
  'Conflict',
  "Statement STMT-20261126-GBP has sequence number 44, but the GBP client-money account's next statement is number 43 (the last read is STMT-20261125-GBP, number 42, closing 1003765.44 GBP on 2026-11-25): upload the missing statements first, in order.",
);

const FILE_REJECTED = errorExample(
  'BankFileRejected',
  'The bank file was refused (balanceMismatch): statement STMT-20261126-GBP does not prove: opening 1000000.00 + credits 5000.00 - debits 1234.56 = 1003765.44, but its closing balance is 1.00.',
);

/** Charset labels a bank file may carry: UTF-8, and US-ASCII (UTF-8's first 128 characters). */
const UTF8_LABELS = new Set(['utf-8', 'utf8']);
const ASCII_LABELS = new Set(['us-ascii', 'ascii']);

function isXml(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return XML_TYPES.includes(type);
}

export async function bankStatementsOperatorRoutes(app: HttpApp, statements: BankStatementsService, approvals: ApprovalsService): Promise<void> {
  // A scope of their own: the XML parser below holds for these routes only.
  await app.register(async (scope: HttpApp) => {
    acceptBankFiles(scope);
    uploadRoute(scope, statements);
    statementReadRoutes(scope, statements);
    resolutionRoute(scope, statements, approvals);
    quarantineOperatorRoutes(scope, statements, approvals);
  });
}

/** The bank files' media types, read as UTF-8 text. */
function acceptBankFiles(scope: HttpApp): void {
  // XML in this scope only; the bytes must be UTF-8 (the reader says so for a string it cannot trust otherwise).
  scope.addContentTypeParser(XML_TYPES, { parseAs: 'buffer', bodyLimit: MAX_BANK_FILE_BYTES }, (request, body, done) => {
    const charset = declaredCharset(request.headers['content-type']);
    // The label is honoured, never ignored: a file labelled in another charset would be read wrongly.
    if (charset !== undefined && !UTF8_LABELS.has(charset) && !ASCII_LABELS.has(charset)) {
      return done(
        new AppError(
          'UnsupportedMediaType',
          `The media type declares charset=${charset.slice(0, 40)}, but bank files are read in UTF-8 only (ISO 20022 files are UTF-8): send the file as the bank wrote it, labelled charset=utf-8 or with no charset; nothing was stored.`,
        ),
        undefined,
      );
    }
    if (charset !== undefined && ASCII_LABELS.has(charset) && (body as Buffer).some((byte) => byte > 0x7f)) {
      return done(
        new AppError('BankFileRejected', 'The file is labelled charset=us-ascii but holds bytes outside US-ASCII; label it charset=utf-8 if it is UTF-8. Nothing was stored.'),
        undefined,
      );
    }
    try {
      done(null, new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body as Buffer));
    } catch {
      done(new AppError('BankFileRejected', 'The bank file is not UTF-8: the platform reads bank files in UTF-8 only; nothing was stored.'), undefined);
    }
  });
}

/** `POST /operator/bank-statements`: a bank file uploaded. */
function uploadRoute(scope: HttpApp, statements: BankStatementsService): void {
  scope.post(
    '/bank-statements',
    {
      bodyLimit: MAX_BANK_FILE_BYTES,
      // Before the handler: a JSON body (parsed by the JSON parser outside this scope) is the wrong kind of file, not a bad one.
      preValidation: async (request) => {
        if (!isXml(request.headers['content-type'])) {
          throw new AppError('UnsupportedMediaType', `The media type ${quoted(request.headers['content-type'] ?? '(none)')} is not a bank file: send the XML as application/xml.`);
        }
      },
      schema: {
        tags: [TAG],
        operationId: 'uploadBankStatement',
        summary: 'Upload a bank file: a camt.053 statement, camt.054 notification or pain.002 status report',
        description:
          'The XML as the bank sent it (application/xml or text/xml, UTF-8, at most 10 MiB; a charset label other than utf-8 or us-ascii is refused 415, naming it). Read safely and checked against its official XSD; a camt.053 must prove (opening + credits - debits = closing) and continue its account’s sequence (ElctrncSeqNb = last read + 1; without ElctrncSeqNb, its opening balance = the last closing balance, dated on or after it, and LglSeqNb = last + 1 where both have one; the first of an account may start anywhere). Stored append-only; each booked entry of a statement that matches no expected movement goes to suspense in the books. A pain.002 must answer a pain.001 the platform sent (OrgnlMsgId), naming only that file’s payment batches (PmtInfId) and payments (EndToEndId), and acts on what it names: RJCT of the whole file (GrpSts), of a batch (PmtInfSts) or of a payment (TxSts) voids those payments and holds what they paid with the bank’s reason; PART rejects only the payments it lists RJCT; other statuses are recorded. Each statement of a file is judged on its own: stored (outcome stored), stored before by the same file (duplicate), or refused (listed in refused with the error it would have been alone and why: an account the platform does not hold, a sequence gap, an opening balance that does not continue, another file under its number), a refused one writing nothing and the others stored all the same. 201 when at least one was stored; 200 when every one that could be was stored before (nothing changes). When none can be stored, the error: 409 for another file under a statement id and sequence number already stored, or a statement that does not continue its account (naming the number or the opening balance expected); 422 for a file refused (naming what is wrong), for an account the platform does not hold, or for a status report about a file, batch or payment the platform never sent or about another message than a pain.001 (naming it); a file of several statements none of which can be stored, 409 when each is a conflict, else 422, naming each. 415 for another media type. Nothing is written when a file is refused, but for one that breaks only its official XSD (otherwise readable): that one is kept in quarantine (once per file), the 422 naming its quarantinedFileId first and every XSD problem in errors (the first 20), until two admins accept it for booking (POST /operator/bank-statements/quarantine/{quarantinedFileId}/accept). Audited.',
        consumes: XML_TYPES,
        body: Type.String({ maxLength: MAX_BANK_FILE_BYTES, description: 'The bank file, XML (its bytes are bounded too: at most 10 MiB).' }),
        response: {
          200: UploadResultSchema,
          201: UploadResultSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 422, { 409: SEQUENCE_CONFLICT, 422: FILE_REJECTED }),
        },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const result = await statements.upload(request.body, { name: operator.operator.name, audit: operator.audit });
      return reply.code(result.created ? 201 : 200).send(uploadToJson(result));
    },
  );
}

/** The files stored, the entries in suspense, one file (JSON or its XML). */
function statementReadRoutes(scope: HttpApp, statements: BankStatementsService): void {
  scope.get(
    '/bank-statements',
    {
      schema: {
        tags: [TAG],
        operationId: 'listBankStatements',
        summary: 'The bank files received, newest first',
        description: 'One row per statement, notification or status report stored (a file of three statements is three rows).',
        querystring: Type.Object(pagingQuery(MAXIMUM_PAGE_SIZE)),
        response: { 200: jsonOrCsvList(BankStatementListSchema, BankStatementHeaderSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      if (wantsCsv(request))
        return sendCsv(
          reply,
          'bank-statements',
          csvColumnsOf(BankStatementHeaderSchema),
          mapChunks(statements.exportList(), (rows) => rows.map(headerToJson)),
        );
      const paging = pagingOf(request.query);
      const { rows, ...page } = await statements.list(paging);
      return { statements: rows.map(headerToJson), ...paging, ...page };
    },
  );

  scope.get(
    '/bank-statements/unmatched',
    {
      schema: {
        tags: [TAG],
        operationId: 'listUnmatchedBankStatementEntries',
        summary: 'The statement entries in suspense, oldest first',
        description: 'Booked entries of statements that matched no expected movement, waiting for an operator to resolve them.',
        querystring: Type.Object(pagingQuery(MAXIMUM_PAGE_SIZE)),
        response: { 200: jsonOrCsvList(UnmatchedEntryListSchema, UnmatchedEntrySchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const unmatchedJson = (rows: Awaited<ReturnType<BankStatementsService['unmatched']>>['rows']) =>
        rows.map((row) => ({ ...entryToJson(row), statementId: row.statement_id, receivedAtUtc: row.received_at.toISOString() }));
      if (wantsCsv(request))
        return sendCsv(reply, 'bank-statement-entries-in-suspense', csvColumnsOf(UnmatchedEntrySchema), mapChunks(statements.exportUnmatched(), unmatchedJson));
      const paging = pagingOf(request.query);
      const { rows, ...page } = await statements.unmatched(paging);
      return { entries: unmatchedJson(rows), ...paging, ...page };
    },
  );

  scope.get(
    '/bank-statements/:bankStatementId',
    {
      schema: {
        tags: [TAG],
        operationId: 'getBankStatement',
        summary: 'One bank statement stored, with its entries; or its XML',
        description: 'JSON by default; with Accept: application/xml (or text/xml), the file as it was received, byte for byte. 404 when there is none.',
        params: Type.Object({ bankStatementId: Id('The bankStatementId.') }),
        response: { 200: jsonOrXml(BankStatementSchema, 'the file as it was received'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const id = request.params.bankStatementId;
      if (wantsXml(request)) return sendXml(reply, await statements.xml(id));
      return statementToJson(await statements.get(id));
    },
  );
}

/** An entry in suspense resolved (allocating it to a partner: four eyes). */
function resolutionRoute(scope: HttpApp, statements: BankStatementsService, approvals: ApprovalsService): void {
  scope.post(
    '/bank-statements/entries/:entryId/resolve',
    {
      schema: {
        tags: [TAG],
        operationId: 'resolveBankStatementEntry',
        summary: 'Resolve an entry in suspense',
        description:
          'With a reason: returned-to-sender (the money leaves again: suspense back to the hub) or allocated-to-partner (it is the partner’s: suspense to partner:{financialPartnerId}; the partner must exist). Only an unmatched entry, once: 409 otherwise. Booked and audited before and after. Allocating to a partner makes the money the partner’s: with four eyes on (FOUR_EYES), it is proposed (202) and booked when another admin approves it; returning to the sender is one admin’s.',
        params: Type.Object({ entryId: Id('The entry’s entryId.') }),
        body: ResolutionInputSchema,
        response: { 200: BankStatementEntrySchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const { action, reason, financialPartnerId } = request.body;
      if (action === 'allocated-to-partner' && financialPartnerId !== undefined) {
        const payload = { entryId: request.params.entryId, reason, financialPartnerId };
        return answerSubmitted(reply, await approvals.submit(operator, { kind: 'allocate-suspense', payload }), 200);
      }
      return entryToJson(await statements.resolve(request.params.entryId, request.body, { name: operator.operator.name, audit: operator.audit }));
    },
  );
}
