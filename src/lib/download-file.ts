/**
 * Saves a CSV a machine emitted as a file download (Batch Convert, the serial dilution table).
 * Browser only: called from a view's handler of the emitted event, never during pre-rendering.
 */
export function downloadCsv(filename: string, csv: string): void {
  // A byte-order mark lets spreadsheet programs read the file as UTF-8.
  const blob = new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
