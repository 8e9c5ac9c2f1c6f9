/** Puts text on the clipboard; rejects where the browser refuses (no permission, insecure origin). */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.clipboard === undefined) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}
