import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, line by line, from the documents the server makes with pdf-lib's standard
 * fonts: each line is a `<hex> Tj` (or a `(literal) Tj`) in a Flate-compressed content stream, its
 * bytes in WinAnsi (Windows-1252), so accented Spanish letters come out as written. Enough for our
 * own PDFs (no font subsets, no CMaps); not a general PDF reader.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const file = Buffer.from(bytes);
  const latin = file.toString('latin1');
  const lines: string[] = [];
  const winAnsi = new TextDecoder('windows-1252');
  for (let at = latin.indexOf('stream'); at >= 0; at = latin.indexOf('stream', at + 6)) {
    if (latin.startsWith('endstream', at - 3)) continue;
    const start = at + 6 + (latin[at + 6] === '\r' ? 2 : 1);
    const end = latin.indexOf('endstream', start);
    if (end < 0) break;
    const dictionary = latin.slice(Math.max(0, latin.lastIndexOf('<<', at) - 200), at);
    const raw = file.subarray(start, end);
    let content: string;
    try {
      content = (/\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue;
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) {
      if (match[1] !== undefined) lines.push(winAnsi.decode(Buffer.from(match[1].replace(/\s/g, ''), 'hex')));
      else lines.push(winAnsi.decode(Buffer.from(match[2]!.replace(/\\([()\\])/g, '$1'), 'latin1')));
    }
    at = end;
  }
  return lines;
}
