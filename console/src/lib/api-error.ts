/**
 * The one error of an operator API call (the shared client's, src/operator-client/): an error answer of the
 * platform (docs/design/errors.md body: status, code, description, fields), or a network failure (status 0, NetworkError).
 * Re-exported here for what may not import the client itself (components/feedback.tsx, the sign-in).
 */
export { ApiError } from '@operator-client';
