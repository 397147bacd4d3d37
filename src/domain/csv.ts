/** CSV cells for every table the site offers as a file (Batch Convert, the laboratory tools). Pure. */

/** A CSV cell: quoted when needed; a leading = + - @ is neutralised (spreadsheet formula injection). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
