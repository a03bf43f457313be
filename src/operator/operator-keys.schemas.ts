/** The operator API's shape of an operator key (TypeBox) and its JSON. */
import { Type } from '@sinclair/typebox';
import { formatDateTime } from '../platform/time.js';
import type { OperatorKeySummary } from './operator-keys.service.js';

export const OperatorKeySchema = Type.Object(
  {
    operatorKeyId: Type.String({ description: 'The key id.' }),
    name: Type.String({ description: 'Who the key belongs to; the audit log names it.' }),
    role: Type.Union([Type.Literal('viewer'), Type.Literal('admin')], { description: 'viewer: reads only; admin: reads and writes.' }),
    keyPrefix: Type.String({ description: 'The first characters of the key, to tell keys apart.' }),
    createdAtUtc: Type.String({ description: 'When it was created.' }),
    createdBy: Type.String({ description: 'The operator who created it.' }),
    revokedAtUtc: Type.Union([Type.String(), Type.Null()], { description: 'When it was revoked; null while live.' }),
    revokedBy: Type.Union([Type.String(), Type.Null()], { description: 'The operator who revoked it.' }),
  },
  { title: 'OperatorKey', description: 'An operator key (never the key itself, which is shown once at creation).' },
);

/** A key just made: what the list shows of it, and the key itself, this once. */
export function createdKeyJson(created: OperatorKeySummary & { key: string }) {
  return { ...keyToJson(created), key: created.key };
}

/** A key as the list shows it (never the key itself). */
export function keyToJson(key: OperatorKeySummary) {
  return {
    operatorKeyId: key.operatorKeyId,
    name: key.name,
    role: key.role,
    keyPrefix: key.keyPrefix,
    createdAtUtc: formatDateTime(key.createdAt),
    createdBy: key.createdBy,
    revokedAtUtc: key.revokedAt ? formatDateTime(key.revokedAt) : null,
    revokedBy: key.revokedBy,
  };
}
