/**
 * The operator API's types, from console/src/generated/operator.ts (written by
 * `npm run console:types` from openapi/operator.json): each resource's hook
 * module names its types as aliases of these, never by hand, so a change of
 * the API that the console does not follow fails `tsc`.
 */
import type { BodyOf as Body, OperatorClient, ResponseOf as Answered } from '@operator-client';
import type { paths } from '../../generated/operator';
import { client } from '../../lib/client';

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/**
 * What an operation answers on success: its 200 or 201 JSON body. Not its 202 (a write proposed for a second
 * admin's approval under four eyes, docs/four-eyes.md): the writes that can answer it are `submit`ted
 * (hooks/api/proposals.ts), which tells the two apart.
 */
export type ResponseOf<P extends keyof paths, M extends Method = 'get'> = Answered<paths, P, M>;

/** An operation's JSON request body. */
export type BodyOf<P extends keyof paths, M extends Method = 'post'> = Body<paths, P, M>;

/** The operator API's client typed by the generated types: `operatorApi.call('get', '/operator/me')` answers an Operator. */
export const operatorApi = client as OperatorClient<paths>;

/**
 * The filters of a list as the console's address holds them: the operation's query parameters by their API name,
 * each as text ('' or absent: no filter), paging left to PageParams.
 */
export type AddressFilters<P extends keyof paths> = {
  [Name in Exclude<keyof NonNullable<Operation<P, 'get'>['parameters']['query']>, 'pageNumber' | 'pageSize'>]?: string;
};
