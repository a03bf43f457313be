/** The platform's clock (GET /operator/clock), which the sandbox can move. */
import { useApiQuery } from '../use-api';
import type { ResponseOf } from './openapi';

type PlatformClock = ResponseOf<'/operator/clock'>;

/**
 * The platform's day, never the browser's: the default of every "today" in the console. Undefined until it has
 * loaded.
 */
export function usePlatformToday(): { today: string | undefined; error: Error | undefined } {
  const { data, error } = useApiQuery<PlatformClock>('/operator/clock');
  return { today: data?.today, error };
}
