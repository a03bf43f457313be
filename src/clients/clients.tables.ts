export interface ClientsTables {
  clients: {
    client_reference: string;
    financial_partner_id: string;
    external_reference: string;
    client_type: 'Individual' | 'Company';
    client_version: number;
    profile: unknown;
    content_hash: string;
    created_at: Date;
    updated_at: Date;
  };
}
