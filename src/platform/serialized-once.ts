/**
 * JSON made once per cached answer. The read caches (client reads, the product
 * list of a role, per-client portfolios) hand back the very same object while
 * their entry holds; a route keeps that object's JSON beside it, by the object
 * itself, so the JSON lives exactly as long as the entry and no longer.
 */
import type { FastifyReply } from 'fastify';

/**
 * A serialiser for one route: `send(answer, reply, toBody)` answers with
 * `toBody(answer)` serialised by the route's own response schema
 * (fast-json-stringify), made on the first call for that answer object only.
 * Each route makes its own, so one object is never sent under two schemas.
 */
export function serializedOnce<Answer extends object>(): (answer: Answer, reply: FastifyReply, toBody: (answer: Answer) => unknown) => FastifyReply {
  const made = new WeakMap<Answer, string>();
  return (answer, reply, toBody) => {
    let json = made.get(answer);
    if (json === undefined) {
      // The route's serialiser, from its 200 schema, returns a string.
      json = reply.serialize(toBody(answer)) as string;
      made.set(answer, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };
}
