/**
 * The references the platform's payments carry. A batch's payment reference
 * is what a partner quotes when it pays a deposit batch and what an
 * institution quotes when it repays a withdrawal batch: `B` and the first 17
 * hexadecimal digits of the batch's id, upper case (18 characters, the most a
 * UK Bacs reference holds, docs/design/bank-side.md#123-files).
 */
export function paymentReferenceOf(instructionBatchId: string): string {
  return `B${instructionBatchId.replace(/-/g, '').slice(0, 17).toUpperCase()}`;
}

/** An id of 32 characters of `A-Za-z0-9` (a UUID without its hyphens): a MsgId, PmtInfId or EndToEndId never reused. */
export function fileReferenceOf(uuid: string): string {
  return uuid.replace(/-/g, '');
}
