/** The catalogue's institutions (/operator/institutions). */
import { csvDownload } from '../../lib/client';
import { useApiQuery } from '../use-api';
import type { ResponseOf } from './openapi';

const INSTITUTIONS = '/operator/institutions';

export type InstitutionPage = ResponseOf<'/operator/institutions'>;

/** Every institution on one page (the API's largest). */
export function useInstitutions() {
  return useApiQuery<InstitutionPage>(`${INSTITUTIONS}?pageSize=200`);
}

export const institutionsCsv = () => csvDownload(INSTITUTIONS);
