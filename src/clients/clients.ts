/**
 * The clients context's public face for other contexts: the facts a rule
 * reads of a client (who owns it, the currencies of its bank accounts,
 * whether it exists) and the operator's read-only views of clients. Other
 * contexts call these, never `clients.repository.ts`; the Clients API is
 * `ClientsService` (clients.service.ts), built by the composition root.
 *
 * Errors: none of these functions ends with an `AppError` or a rejection
 * reason: a client that does not exist is an absent answer, which the caller
 * turns into its own (`ClientNotFound`, `NotFound`).
 */
import type { Db } from '../database.js';
import { type ClientOwner, type ClientRecord, findClientByReference, findClientOwners } from './clients.repository.js';

export { countClients, nominatedAccountOf, searchClients, searchClientsAfter } from './clients.repository.js';
export type { ClientOwner, ClientRecord, ClientSearch, ClientSummary } from './clients.repository.js';

/**
 * The partner each of these client references belongs to, with the
 * currencies the client has a bank account in; a reference no client has is
 * absent. One statement for a run of requests; reads in the caller's
 * transaction when handed one.
 *
 * Errors: none.
 */
export async function clientOwnersOf(db: Db, clientReferences: string[]): Promise<Map<string, ClientOwner>> {
  return findClientOwners(db, clientReferences);
}

/**
 * A partner's client, or undefined when the partner has no client with this
 * reference.
 *
 * Errors: none.
 */
export async function clientOf(db: Db, financialPartnerId: string, clientReference: string): Promise<ClientRecord | undefined> {
  return findClientByReference(db, financialPartnerId, clientReference);
}
