/**
 * The stored bank files and payment files the operator API answers as XML
 * when asked (Accept: application/xml or text/xml, without
 * application/json): one rule for each route that serves a file as it was
 * received or issued.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The media types an XML file is sent and received as. */
export const XML_TYPES = ['application/xml', 'text/xml'];

/** True when the caller asks for the XML rather than JSON. */
export function wantsXml(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? '').toLowerCase();
  return XML_TYPES.some((t) => accept.includes(t)) && !accept.includes('application/json');
}

/** The stored text as it came (no serializer runs for a non-JSON type: the route's response schema types its JSON form only). */
export function sendXml(reply: FastifyReply, xml: string): FastifyReply {
  return reply.type('application/xml; charset=utf-8').send(xml as never);
}
