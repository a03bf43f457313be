/** The client's FSCS exposure per banking group: a bar against the limit, with the figures in text beside it. */
import { ErrorMessage } from '../../components/feedback';
import { Section } from '../../components/layout';
import { useClientFscsExposure } from '../../hooks/api/clients';
import { money } from '../../lib/format';

export function FscsExposureSection({ financialPartnerId, clientReference }: { financialPartnerId: string; clientReference: string }) {
  const { data, error } = useClientFscsExposure(financialPartnerId, clientReference);
  return (
    <Section title="FSCS exposure">
      <ErrorMessage error={error} />
      {data?.note ? <p className="note">{data.note}</p> : null}
      {data && data.groups.length === 0 ? <p>No money held or pending.</p> : null}
      {data?.groups.map((g) => {
        const label = `${g.financialInstitutionGroupId} (${g.currencyCode})`;
        return (
          <div key={label} className="fscs-group">
            <h3>
              {label}: {g.institutions.map((i) => `${i.financialInstitutionId}${i.isFscsProtected ? '' : ' (not protected)'}`).join(', ')}
            </h3>
            {g.limitAmount !== null ? (
              <p>
                <meter
                  min={0}
                  max={g.limitAmount}
                  high={g.limitAmount * 0.9}
                  optimum={0}
                  value={Math.min(g.exposureAmount, g.limitAmount)}
                  aria-label={`${label} exposure against the FSCS limit`}
                />{' '}
                {money(g.exposureAmount)} of {money(g.limitAmount)} {g.currencyCode}
                {g.amountOverLimit ? `; ${money(g.amountOverLimit)} over the limit` : `; headroom ${money(g.headroomAmount)}`}
              </p>
            ) : (
              <p className="note">{g.note}</p>
            )}
          </div>
        );
      })}
    </Section>
  );
}
