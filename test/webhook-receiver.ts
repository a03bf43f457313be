/** A real HTTP server that receives webhooks for tests: records each request, answers what `respond` says. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; financialPartnerId: string; data: Record<string, unknown> };
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status to answer (200 unless set), or a status with headers (a 429's Retry-After). */
  respond: (hook: ReceivedWebhook) => number | { status: number; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/hook'): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = { url: '', received: [], respond: () => 200, close: async () => undefined };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const hook = { headers: request.headers, body, json: JSON.parse(body) as ReceivedWebhook['json'] };
      receiver.received.push(hook);
      const answer = receiver.respond(hook);
      if (typeof answer === 'number') response.statusCode = answer;
      else {
        response.statusCode = answer.status;
        for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
      }
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}
