/** The sandbox bank's table (migration 024): a developer's orders to it. */
export interface SandboxBankTables {
  sandbox_bank_orders: {
    order_id: string;
    kind: 'reject-next-payment' | 'delay-credits';
    /** reject-next-payment: { financialPartnerId, reasonCode }; delay-credits: { financialPartnerId, until }. */
    detail: SandboxBankOrderDetail;
    created_at: Date;
    used_at: Date | null;
  };
}

export interface SandboxBankOrderDetail {
  financialPartnerId: string;
  reasonCode?: string;
  /** 'YYYY-MM-DD': credits are held back before this day. */
  until?: string;
}
