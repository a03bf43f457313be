/**
 * The connection every example uses, from environment variables, with the
 * sandbox of `npm start` and its demo partner as defaults.
 */
import { SavingsPlatform } from '@savings-platform/sdk';

export function platformFromEnv(): SavingsPlatform {
  const env = process.env;
  return new SavingsPlatform({
    baseUrl: env.SAVINGS_BASE_URL ?? 'http://127.0.0.1:8080',
    authUrl: env.SAVINGS_AUTH_URL, // defaults to the base URL
    clientId: env.SAVINGS_CLIENT_ID ?? 'sandbox-partner',
    clientSecret: env.SAVINGS_CLIENT_SECRET ?? 'sandbox-secret',
    subscriptionKey: env.SAVINGS_SUBSCRIPTION_KEY ?? 'sandbox-key',
  });
}

/** The partner's own record of an instruction it submitted (what the settlement job checks batches against). */
export interface InstructionRecord {
  instructionReference: string;
  clientReference: string;
  productId: string;
  amount: number;
  submittedAt: string;
}
