import { recordingFileName, type Recording } from './recording';

/** Saves a recording as a JSON file through the browser's download. */
export function downloadRecording(recording: Recording): void {
  const blob = new Blob([`${JSON.stringify(recording, null, 1)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = recordingFileName(recording);
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
