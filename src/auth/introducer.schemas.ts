/** The Introducer resource as partners and the operator see it. */
import { Type, type Static } from '@sinclair/typebox';
import type { IntroducerRow } from './auth.repository.js';
import { formatDateTime } from '../platform/time.js';

const optionalText = (description: string) => Type.Optional(Type.String({ description }));

export const IntroducerSchema = Type.Object(
  {
    introducerId: optionalText('The introducer id.'),
    financialPartnerId: optionalText('The partner the introducer belongs to.'),
    introducerType: Type.Optional(Type.Union([Type.Literal('individual'), Type.Literal('business')], { description: 'individual or business.' })),
    title: optionalText('Title of an individual introducer.'),
    firstName: optionalText('First name.'),
    lastName: optionalText('Last name.'),
    emailAddress: optionalText('Email address.'),
    phoneNumber: optionalText('Phone number.'),
    companyRegistrationNumber: optionalText('Company registration number of a business introducer.'),
    companyName: optionalText('Company name of a business introducer.'),
    officeNumber: optionalText('Office number.'),
    officeDescription: optionalText('Office description.'),
    createdAtUtc: optionalText('When the introducer was created (ISO-8601).'),
    updatedAtUtc: optionalText('When the introducer was last updated (ISO-8601).'),
  },
  { title: 'Introducer', description: 'A person or business that introduces clients to the partner.' },
);

export type IntroducerJson = Static<typeof IntroducerSchema>;

export function introducerToJson(row: IntroducerRow): IntroducerJson {
  const json: IntroducerJson = {
    introducerId: row.introducerId,
    financialPartnerId: row.financialPartnerId,
    introducerType: row.introducerType,
    createdAtUtc: formatDateTime(row.createdAt),
    updatedAtUtc: formatDateTime(row.updatedAt),
  };
  const optional: [keyof IntroducerJson, string | null][] = [
    ['title', row.title],
    ['firstName', row.firstName],
    ['lastName', row.lastName],
    ['emailAddress', row.emailAddress],
    ['phoneNumber', row.phoneNumber],
    ['companyRegistrationNumber', row.companyRegistrationNumber],
    ['companyName', row.companyName],
    ['officeNumber', row.officeNumber],
    ['officeDescription', row.officeDescription],
  ];
  for (const [key, value] of optional) if (value !== null) (json as Record<string, unknown>)[key] = value;
  return json;
}
