/** What a proposal changes, linked to its console page where it has one (a product, a batch, a partner). */
import { Link } from 'react-router';
import type { Proposal } from '../../hooks/api/proposals';

/** The console page of a proposal's object, if it has one. */
function objectPage({ objectType, objectId }: Pick<Proposal, 'objectType' | 'objectId'>): string | undefined {
  switch (objectType) {
    case 'product-issue':
      return `/catalogue/products/${encodeURIComponent(objectId.split('#')[0] ?? objectId)}`;
    case 'product':
      return `/catalogue/products/${encodeURIComponent(objectId)}`;
    case 'batch':
      return `/batches/${encodeURIComponent(objectId)}`;
    case 'partner':
      return `/partners/${encodeURIComponent(objectId)}`;
    default:
      return undefined;
  }
}

export function ProposalObject({ proposal }: { proposal: Proposal }) {
  const page = objectPage(proposal);
  const label = proposal.objectName && proposal.objectName !== proposal.objectId ? `${proposal.objectName} (${proposal.objectId})` : proposal.objectId;
  return (
    <>
      <span className="note">{proposal.objectType}</span> {page ? <Link to={page}>{label}</Link> : label}
    </>
  );
}
