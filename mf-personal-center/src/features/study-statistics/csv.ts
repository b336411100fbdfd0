/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads
 * Chinese), CRLF line ends, RFC 4180 quoting, and text cells that a
 * spreadsheet would run as a formula (= + - @, tab, CR) prefixed with a
 * single quote.
 */

export type CsvValue = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a text cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell, neutralised and quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    // Numbers are data, not formulas: a negative number stays a number.
    return Number.isFinite(value) ? String(value) : '';
  }
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, then one CRLF-terminated line per row. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return (
    CSV_BOM + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('')
  );
}

/** Offers `content` as a download named `filename` (browser only). */
export function downloadCsv(filename: string, content: string): void {
  const blob = new Blob([content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
