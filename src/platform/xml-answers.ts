/**
 * The stored bank files and payment files the operator API answers as XML
 * when asked (Accept: application/xml or text/xml, without
 * application/json): one rule for each route that serves a file as it was
 * received or issued.
 */
import { type TSchema, Type } from '@sinclair/typebox';
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

/**
 * A 200 answer in both forms, each media type with its own schema in the documents (issue 49: a validating proxy
 * read the XML against the JSON schema): the JSON (the default), or with Accept: application/xml or text/xml the
 * stored file, `xml` saying which.
 */
export function jsonOrXml(json: TSchema, xml: string) {
  const file = { schema: Type.String({ description: `With Accept: application/xml or text/xml: ${xml}, byte for byte (UTF-8).` }) };
  return {
    description: 'The JSON form (the default), or with Accept: application/xml or text/xml the file itself.',
    content: { 'application/json': { schema: json }, 'application/xml': file, 'text/xml': file },
  };
}
