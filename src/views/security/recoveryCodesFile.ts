/** The recovery codes as a text file: a title line, one code a line. */
export function recoveryCodesText(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/** Saves the codes as a .txt file through the browser's download (a Blob URL, revoked after). */
export function downloadRecoveryCodes(codes: readonly string[], heading: string): void {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes, heading)], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'cargo-connects-recovery-codes.txt';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Puts the codes on the clipboard; rejects where the browser refuses. */
export async function copyRecoveryCodes(codes: readonly string[], heading: string): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.clipboard === undefined) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(recoveryCodesText(codes, heading));
}

/** A secret as people type it: groups of four ("JBSW Y3DP EHPK 3PXP"). */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
/** A secret spelled out for screen readers, one character at a time. */
export const spelledSecret = (secret: string): string => secret.split('').join(' ');
