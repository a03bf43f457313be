/** The calendar's table: the operator's one-off changes to the bank-holiday rules (migration 017). */
export interface CalendarTables {
  calendar_changes: {
    /** 'YYYY-MM-DD' (date columns are read as text). */
    change_date: string;
    change: 'add' | 'remove';
    name: string;
    changed_at: Date;
  };
}
