/** A short-lived PostgreSQL connection for the bench's own administration (CREATE / DROP DATABASE), ended after `work`. */
import pg from 'pg';

export async function admin<T>(pgUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
