/** Who is signed in, for every page: a viewer's pages leave out the controls that write. */
import { createContext, useContext } from 'react';
import type { Operator } from './api/me';

export const OperatorContext = createContext<Operator>({ name: '', role: 'viewer', operatorKeyId: null });

export function useOperator(): Operator & { canWrite: boolean } {
  const operator = useContext(OperatorContext);
  return { ...operator, canWrite: operator.role === 'admin' };
}
