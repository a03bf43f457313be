/** Vitest's global setup: the run's migrated template database (test/template-database.ts). */
import { prepareTemplate } from './template-database.js';

export default async function setup(): Promise<() => Promise<void>> {
  return prepareTemplate();
}
