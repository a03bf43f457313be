// Table types of the batches context (Kysely), one property per table.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BatchesTables {}
