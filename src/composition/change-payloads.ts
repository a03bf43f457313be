/** A proposal's stored change, read back as its kind's shape (four eyes, src/approvals/): for every kind's applier. */
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ChangeKind } from '../approvals/approvals.service.js';
import { AppError } from '../platform/errors.js';

/**
 * A proposal's payload as its kind's shape. The proposal stores JSON written
 * by the kind's validated route; checking it again where it is read (when
 * described and when applied, perhaps days later) makes it typed rather than
 * trusted. A payload that does not fit leaves the proposal `failed` (409).
 * The shapes hold types, not formats (TypeBox checks no `format` it was not
 * taught): the services check dates and identifiers themselves.
 */
export function payloadOf<S extends TSchema>(kind: ChangeKind, schema: S, payload: unknown): Static<S> {
  const error = Value.Errors(schema, payload).First();
  if (error) throw new AppError('Conflict', `The proposal's ${kind} change does not have its kind's shape (${error.path || '/'}: ${error.message}).`);
  return payload as Static<S>;
}
