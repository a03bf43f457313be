import { randomUUID } from 'node:crypto';

/** Opaque identifiers: random UUIDs, so nothing about volume or order leaks. */
export function newId(): string {
  return randomUUID();
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isGuid(value: string): boolean {
  return GUID.test(value);
}

/** Partners choose GUIDs in any case; we compare and store them lower-cased. */
export function normaliseGuid(value: string): string {
  return value.toLowerCase();
}
