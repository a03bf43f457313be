/**
 * The plain values the ISO 20022 files are written from and read into. No
 * XML, no database: the writers take these, the reader gives these back,
 * whatever the message version on the wire.
 *
 * Money is bigint minor units (pence, cents) with its currency beside it;
 * dates are `YYYY-MM-DD` strings (a booking or execution date is a calendar
 * day, not an instant); instants (a file's creation time) are `Date`s given
 * by the caller, never read from the clock here.
 */

/** The currencies the platform pays in. Each has 2 decimal places. */
export type PaymentCurrency = 'GBP' | 'EUR' | 'USD';

/** How an account is written in a payment file (an institution's settings choose it for GBP). */
export type AccountForm = 'sort-code-and-number' | 'bban' | 'iban';

/**
 * An account the platform can name in a file it writes.
 * - `sort-code-and-number`: a UK account, GBP only: the 6-digit sort code
 *   goes in the agent's `ClrSysMmbId` (clearing system `GBDSC`), the
 *   8-digit number in the account's `Othr/Id`.
 * - `bban`: the domestic account number (for the UK: bank code, sort code
 *   and number, e.g. `NWBK60161331926819`) in `Othr/Id` with scheme `BBAN`.
 * - `iban`: the IBAN, checked with its mod-97 digits.
 * A BIC names the account's bank; EUR and USD need the `iban` form and a BIC.
 */
export type BankAccount =
  { form: 'sort-code-and-number'; sortCode: string; accountNumber: string } | { form: 'bban'; bban: string; bic?: string } | { form: 'iban'; iban: string; bic?: string };

/**
 * An account as a bank file names it: one of the forms above, or any other
 * identification (`Othr/Id` with its scheme code or proprietary name).
 */
export type AccountIdentification = BankAccount | { form: 'other'; id: string; scheme?: string };

// ---------------------------------------------------------------------------
// pain.001: what the platform sends

export type Pain001Version = 'pain.001.001.09' | 'pain.001.001.03';

/** One credit transfer: one `CdtTrfTxInf`, to one destination account. */
export interface CreditTransferInput {
  /** `EndToEndId`: at most 35 characters of `A-Za-z0-9-`, unique in the file (and never reused: the caller's rule). */
  endToEndId: string;
  /** Minor units, more than 0. */
  amountMinor: bigint;
  /** `Cdtr/Nm`: written in the SWIFT/EPC character set and cut to 70 (`toBankText`). */
  creditor: { name: string; account: BankAccount };
  /**
   * `RmtInf/Ustrd`: written in the SWIFT/EPC character set and cut to the
   * scheme's length (`remittanceLimitOf`: 18 for Faster Payments and Bacs,
   * 140 for SEPA, CHAPS and USD); left out when nothing is left.
   */
  remittance?: string;
}

/** The UK clearing a GBP `PmtInf` goes through: the paying account's setting (default Faster Payments). */
export type UkPaymentScheme = 'faster-payments' | 'bacs' | 'chaps';

/** `PstlAdr`: the country (ISO 3166 alpha-2) and, where known, town, post code and up to two address lines (EPC's hybrid form). */
export interface PostalAddressInput {
  country: string;
  townName?: string;
  postCode?: string;
  addressLines?: string[];
}

/** One `PmtInf`: the transfers from one debtor account on one execution date, in that account's currency. */
export interface PaymentInformationInput {
  /** `PmtInfId`: at most 35 characters of `A-Za-z0-9-`, unique in the file. */
  paymentInformationId: string;
  /** `ReqdExctnDt`, `YYYY-MM-DD`. */
  executionDate: string;
  currency: PaymentCurrency;
  /** GBP only: the UK scheme (`PmtTpInf`); default `faster-payments`. */
  ukScheme?: UkPaymentScheme;
  /**
   * The platform's client-money account in this currency. `address`
   * (`Dbtr/PstlAdr`) is required on a EUR payment from an account outside
   * the EEA (a GB IBAN or sort code: the EPC's rule for non-EEA SEPA
   * participants), written wherever given.
   */
  debtor: { name: string; account: BankAccount; address?: PostalAddressInput };
  transfers: CreditTransferInput[];
}

export interface Pain001Input {
  /** Default `pain.001.001.09`; `pain.001.001.03` where an institution's bank still takes it. */
  version?: Pain001Version;
  /** `MsgId`: at most 35 characters of `A-Za-z0-9-`. */
  messageId: string;
  /** `CreDtTm`, from the caller's clock. */
  createdAt: Date;
  /** `InitgPty`: `id` is the platform's customer id at its bank (`Id/OrgId/Othr/Id`), left out when not given. */
  initiatingParty: { name: string; id?: string };
  paymentInformation: PaymentInformationInput[];
}

// ---------------------------------------------------------------------------
// What banks send: camt.053 statements, camt.054 notifications, pain.002 status reports

/** The versions read (readBankFile), each through its own decoder into the one model of its message. */
export type Camt053Version = 'camt.053.001.11' | 'camt.053.001.10' | 'camt.053.001.08' | 'camt.053.001.06' | 'camt.053.001.04' | 'camt.053.001.02';
export type Camt054Version = 'camt.054.001.08' | 'camt.054.001.04' | 'camt.054.001.02';
export type Pain002Version = 'pain.002.001.14' | 'pain.002.001.10' | 'pain.002.001.03';
/** The versions the sandbox bank's writers write: fewer than are read. */
export type WrittenCamt053Version = 'camt.053.001.08' | 'camt.053.001.02';
export type WrittenCamt054Version = 'camt.054.001.08';
export type WrittenPain002Version = 'pain.002.001.10' | 'pain.002.001.03';
export type BankFileVersion = Pain001Version | Camt053Version | Camt054Version | Pain002Version;

export type CreditDebit = 'CRDT' | 'DBIT';

/** `BOOK` (booked), `PDNG` (pending), `INFO`; from version .08 other external codes (or a bank's own) too. */
export type EntryStatus = 'BOOK' | 'PDNG' | 'INFO' | (string & {});

/** A bank transaction code: the ISO domain / family / sub-family, or a bank's proprietary code. */
export interface BankTransactionCode {
  domain?: { code: string; family: string; subFamily: string };
  proprietary?: { code: string; issuer?: string };
}

/** One transaction inside an entry (`NtryDtls/TxDtls`): a batch entry has several. */
export interface EntryTransaction {
  endToEndId?: string;
  paymentInformationId?: string;
  instructionId?: string;
  accountServicerReference?: string;
  /** The transaction's own amount where the bank gives it (minor units of `currency`, never negative). */
  amountMinor?: bigint;
  /** The transaction amount's currency: the entry's, or (for a foreign-currency batch line) another. */
  currency?: string;
  creditDebit?: CreditDebit;
  /** `RmtInf/Ustrd` lines, each as the bank wrote it (a reference may run over from one line to the next). */
  remittance: string[];
  /** `RmtInf/Strd`: each `RfrdDocInf/Nb` (a document referred to) and `CdtrRefInf/Ref` (the creditor's reference), in the file's order; absent when none. */
  structuredRemittance?: string[];
  /** The other side: the debtor's account for a credit, the creditor's for a debit. */
  counterpartyAccount?: AccountIdentification;
  counterpartyName?: string;
}

/** One statement or notification entry (`Ntry`). */
export interface BankEntry {
  /** Minor units, never negative: the direction is `creditDebit`. */
  amountMinor: bigint;
  currency: string;
  creditDebit: CreditDebit;
  reversal: boolean;
  status: EntryStatus;
  bookingDate?: string;
  valueDate?: string;
  accountServicerReference?: string;
  bankTransactionCode: BankTransactionCode;
  /** `NtryDtls/Btch/PmtInfId`: the batch this entry books, where the bank names it. */
  batchPaymentInformationId?: string;
  transactions: EntryTransaction[];
}

/** A balance, signed: negative when the bank reports it as a debit (overdrawn). */
export interface Balance {
  amountMinor: bigint;
  /** The balance's date, `YYYY-MM-DD`. */
  date: string;
}

export interface StatementAccount {
  identification: AccountIdentification;
  currency: string;
}

export interface BankStatement {
  id: string;
  /** `ElctrncSeqNb`: the statement's place in its account's sequence; optional in ISO 20022 (some banks leave it out). */
  electronicSequenceNumber?: bigint;
  /** `LglSeqNb`: the statement's number on paper, where the bank gives it. */
  legalSequenceNumber?: bigint;
  account: StatementAccount;
  /** `OPBD` (or `PRCD`, the previous closing balance, where the bank sends that instead). */
  openingBalance: Balance;
  /** `CLBD`: the reader has checked opening + booked credits - booked debits = closing. */
  closingBalance: Balance;
  entries: BankEntry[];
}

export interface BankNotification {
  id: string;
  electronicSequenceNumber?: bigint;
  account: StatementAccount;
  entries: BankEntry[];
}

/** Status codes of a pain.002 (ISO external code set; the usual ones named). */
export type PaymentStatus = 'ACTC' | 'ACCP' | 'ACSP' | 'ACSC' | 'ACWC' | 'RCVD' | 'PART' | 'PDNG' | 'RJCT' | (string & {});

export interface StatusReason {
  /** `Rsn/Cd` (e.g. `AC01` incorrect account number, `AM04` insufficient funds). */
  code?: string;
  proprietary?: string;
  additionalInformation: string[];
}

export interface TransactionStatusReport {
  originalEndToEndId?: string;
  originalInstructionId?: string;
  status?: PaymentStatus;
  reasons: StatusReason[];
  accountServicerReference?: string;
}

export interface PaymentInformationStatusReport {
  originalPaymentInformationId: string;
  status?: PaymentStatus;
  reasons: StatusReason[];
  transactions: TransactionStatusReport[];
}

// The three things readBankFile can return: one model per message, whatever its version.

export interface StatementFile {
  kind: 'statement';
  version: Camt053Version;
  messageId: string;
  createdAt: string;
  statements: BankStatement[];
}

export interface NotificationFile {
  kind: 'notification';
  version: Camt054Version;
  messageId: string;
  createdAt: string;
  notifications: BankNotification[];
}

export interface PaymentStatusReportFile {
  kind: 'paymentStatusReport';
  version: Pain002Version;
  messageId: string;
  createdAt: string;
  originalMessageId: string;
  /** `OrgnlMsgNmId`, e.g. `pain.001.001.09`. */
  originalMessageNameId: string;
  groupStatus?: PaymentStatus;
  groupReasons: StatusReason[];
  payments: PaymentInformationStatusReport[];
}

export type BankFile = StatementFile | NotificationFile | PaymentStatusReportFile;

// ---------------------------------------------------------------------------
// Bank-side writers: what a bank sends, for the simulated sandbox bank

/** An entry to write: the bank's view of one movement on the account. */
export interface EntryInput {
  /** Minor units, more than 0; the direction is `creditDebit`. */
  amountMinor: bigint;
  creditDebit: CreditDebit;
  /** Default `BOOK`. */
  status?: 'BOOK' | 'PDNG';
  bookingDate: string;
  valueDate: string;
  accountServicerReference?: string;
  /** Default: `PMNT/RCDT/DMCT` for a credit, `PMNT/ICDT/DMCT` for a debit. */
  bankTransactionCode?: { domain: string; family: string; subFamily: string };
  transactions?: EntryTransactionInput[];
}

export interface EntryTransactionInput {
  /** The transaction's own amount, for a batch entry; when one transaction has it, all must, and they add up to the entry's. */
  amountMinor?: bigint;
  endToEndId?: string;
  paymentInformationId?: string;
  accountServicerReference?: string;
  /** `RmtInf/Ustrd`: one line, or several (a bank splits a long text over lines of its own width). */
  remittance?: string | string[];
  /** `RmtInf/Strd`: a document referred to (`RfrdDocInf/Nb`) and the creditor's reference (`CdtrRefInf/Ref`). */
  structuredRemittance?: { referredDocumentNumber?: string; creditorReference?: string };
  counterparty?: { name?: string; account: BankAccount };
}

export interface StatementAccountInput {
  account: BankAccount;
  currency: PaymentCurrency;
}

export interface StatementInput {
  id: string;
  /** `ElctrncSeqNb`; left out when absent, as some banks do. */
  electronicSequenceNumber?: bigint;
  /** `LglSeqNb`, where the bank gives one. */
  legalSequenceNumber?: bigint;
  createdAt: Date;
  account: StatementAccountInput;
  /** The opening booked balance, signed minor units; the writer computes the closing one. */
  openingBalance: Balance;
  /** The closing balance's date, `YYYY-MM-DD`. */
  closingDate: string;
  entries: EntryInput[];
}

export interface Camt053Input {
  version?: WrittenCamt053Version;
  messageId: string;
  createdAt: Date;
  statements: StatementInput[];
}

export interface NotificationInput {
  id: string;
  electronicSequenceNumber?: bigint;
  createdAt: Date;
  account: StatementAccountInput;
  entries: EntryInput[];
}

export interface Camt054Input {
  version?: WrittenCamt054Version;
  messageId: string;
  createdAt: Date;
  notifications: NotificationInput[];
}

export interface StatusReasonInput {
  code: string;
  additionalInformation?: string;
}

export interface Pain002Input {
  version?: WrittenPain002Version;
  messageId: string;
  createdAt: Date;
  originalMessageId: string;
  /** Default `pain.001.001.09`. */
  originalMessageNameId?: string;
  groupStatus?: PaymentStatus;
  groupReason?: StatusReasonInput;
  payments: {
    originalPaymentInformationId: string;
    status?: PaymentStatus;
    reason?: StatusReasonInput;
    transactions: { originalEndToEndId: string; status: PaymentStatus; reason?: StatusReasonInput }[];
  }[];
}
