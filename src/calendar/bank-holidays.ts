/**
 * England-and-Wales bank holidays 2020-2030, as the platform shipped them in a
 * literal table until the calendar became rules (issue 27). Kept as the test
 * oracle: calendar.test.ts checks that the standing rules with the shipped
 * one-offs (calendar.ts) reproduce it exactly, year by year. Nothing else reads it.
 *
 * Source: gov.uk/bank-holidays for the years it had published; later years
 * follow the standing pattern (substitute days when a holiday falls at a
 * weekend; Easter from the Gregorian computus).
 */

export const FIRST_COVERED_YEAR = 2020;
export const LAST_COVERED_YEAR = 2030;

export const BANK_HOLIDAYS_ENGLAND_AND_WALES: readonly string[] = Object.freeze([
  // 2020 (Easter Sunday 12 April)
  '2020-01-01', // New Year's Day
  '2020-04-10', // Good Friday
  '2020-04-13', // Easter Monday
  '2020-05-08', // Early May bank holiday (VE day): moved from Monday 4 May
  '2020-05-25', // Spring bank holiday
  '2020-08-31', // Summer bank holiday
  '2020-12-25', // Christmas Day
  '2020-12-28', // Boxing Day (substitute day: 26th is a Saturday)

  // 2021 (Easter Sunday 4 April)
  '2021-01-01', // New Year's Day
  '2021-04-02', // Good Friday
  '2021-04-05', // Easter Monday
  '2021-05-03', // Early May bank holiday
  '2021-05-31', // Spring bank holiday
  '2021-08-30', // Summer bank holiday
  '2021-12-27', // Christmas Day (substitute day: 25th is a Saturday)
  '2021-12-28', // Boxing Day (substitute day: 26th is a Sunday)

  // 2022 (Easter Sunday 17 April)
  '2022-01-03', // New Year's Day (substitute day: 1st is a Saturday)
  '2022-04-15', // Good Friday
  '2022-04-18', // Easter Monday
  '2022-05-02', // Early May bank holiday
  '2022-06-02', // Spring bank holiday: moved from Monday 30 May
  '2022-06-03', // Platinum Jubilee bank holiday
  '2022-08-29', // Summer bank holiday
  '2022-09-19', // State Funeral of Queen Elizabeth II
  '2022-12-26', // Boxing Day
  '2022-12-27', // Christmas Day (substitute day: 25th is a Sunday)

  // 2023 (Easter Sunday 9 April)
  '2023-01-02', // New Year's Day (substitute day: 1st is a Sunday)
  '2023-04-07', // Good Friday
  '2023-04-10', // Easter Monday
  '2023-05-01', // Early May bank holiday
  '2023-05-08', // Coronation of King Charles III
  '2023-05-29', // Spring bank holiday
  '2023-08-28', // Summer bank holiday
  '2023-12-25', // Christmas Day
  '2023-12-26', // Boxing Day

  // 2024 (Easter Sunday 31 March)
  '2024-01-01', // New Year's Day
  '2024-03-29', // Good Friday
  '2024-04-01', // Easter Monday
  '2024-05-06', // Early May bank holiday
  '2024-05-27', // Spring bank holiday
  '2024-08-26', // Summer bank holiday
  '2024-12-25', // Christmas Day
  '2024-12-26', // Boxing Day

  // 2025 (Easter Sunday 20 April)
  '2025-01-01', // New Year's Day
  '2025-04-18', // Good Friday
  '2025-04-21', // Easter Monday
  '2025-05-05', // Early May bank holiday
  '2025-05-26', // Spring bank holiday
  '2025-08-25', // Summer bank holiday
  '2025-12-25', // Christmas Day
  '2025-12-26', // Boxing Day

  // 2026 (Easter Sunday 5 April)
  '2026-01-01', // New Year's Day
  '2026-04-03', // Good Friday
  '2026-04-06', // Easter Monday
  '2026-05-04', // Early May bank holiday
  '2026-05-25', // Spring bank holiday
  '2026-08-31', // Summer bank holiday
  '2026-12-25', // Christmas Day
  '2026-12-28', // Boxing Day (substitute day: 26th is a Saturday)

  // 2027 (Easter Sunday 28 March)
  '2027-01-01', // New Year's Day
  '2027-03-26', // Good Friday
  '2027-03-29', // Easter Monday
  '2027-05-03', // Early May bank holiday
  '2027-05-31', // Spring bank holiday
  '2027-08-30', // Summer bank holiday
  '2027-12-27', // Christmas Day (substitute day: 25th is a Saturday)
  '2027-12-28', // Boxing Day (substitute day: 26th is a Sunday)

  // 2028 (Easter Sunday 16 April) - projected from the standing pattern
  '2028-01-03', // New Year's Day (substitute day: 1st is a Saturday)
  '2028-04-14', // Good Friday
  '2028-04-17', // Easter Monday
  '2028-05-01', // Early May bank holiday
  '2028-05-29', // Spring bank holiday
  '2028-08-28', // Summer bank holiday
  '2028-12-25', // Christmas Day
  '2028-12-26', // Boxing Day

  // 2029 (Easter Sunday 1 April) - projected from the standing pattern
  '2029-01-01', // New Year's Day
  '2029-03-30', // Good Friday
  '2029-04-02', // Easter Monday
  '2029-05-07', // Early May bank holiday
  '2029-05-28', // Spring bank holiday
  '2029-08-27', // Summer bank holiday
  '2029-12-25', // Christmas Day
  '2029-12-26', // Boxing Day

  // 2030 (Easter Sunday 21 April) - projected from the standing pattern
  '2030-01-01', // New Year's Day
  '2030-04-19', // Good Friday
  '2030-04-22', // Easter Monday
  '2030-05-06', // Early May bank holiday
  '2030-05-27', // Spring bank holiday
  '2030-08-26', // Summer bank holiday
  '2030-12-25', // Christmas Day
  '2030-12-26', // Boxing Day
]);
