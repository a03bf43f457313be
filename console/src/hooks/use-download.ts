/**
 * Saving an operator API answer in another media type (a list's CSV, a payment file's XML): fetched with the key
 * in the Authorization header, as every call, then saved from a Blob URL (a plain link could not carry the key).
 */
import { useState } from 'react';
import { apiText, type Download } from '../lib/client';

export type { Download };

export function useDownload(download: Download, filename: string): { save: () => Promise<void>; busy: boolean; error: unknown } {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  async function save() {
    setBusy(true);
    setError(undefined);
    try {
      const text = await apiText(download);
      const url = URL.createObjectURL(new Blob([text], { type: download.accept }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return { save, busy, error };
}
