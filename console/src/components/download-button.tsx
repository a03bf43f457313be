/** Buttons that save an operator API answer as a file: a list's CSV, a payment file's XML, a run's breaks. */
import { type Download, useDownload } from '../hooks/use-download';
import { ErrorMessage } from './feedback';

/** Saves `download` (from a resource's hook module) as `filename`. */
export function DownloadButton({ label, download, filename }: { label: string; download: Download; filename: string }) {
  const { save, busy, error } = useDownload(download, filename);
  return (
    <>
      <button type="button" onClick={() => void save()} disabled={busy}>
        {label}
      </button>
      <ErrorMessage error={error} />
    </>
  );
}

/** Every row a list's filters match, as CSV (the resource's `...Csv(filters)`): docs/console.md, Exports. */
export function ExportCsvButton({ download, filename }: { download: Download; filename: string }) {
  return <DownloadButton label="Export CSV" download={download} filename={`${filename}.csv`} />;
}
