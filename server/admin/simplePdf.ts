// A one-page PDF of text lines (Helvetica, Letter size): enough for the documents the operator
// CLI attaches in the carrier's place. Text is WinAnsi-encoded, so Spanish names print correctly.

export interface PdfLine {
  readonly text: string;
  /** Points; default 11. */
  readonly size?: number;
  readonly bold?: boolean;
  /** Extra space before the line, in points. */
  readonly gapBefore?: number;
}

const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = { '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '€': 0x80 };

/** A PDF string literal: ASCII as is (with \\ ( ) escaped), Latin-1 and a few typographic signs as octal. */
function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const byte = WIN_ANSI_EXTRA[ch] ?? (code >= 0x20 && code <= 0xff && code !== 0x7f ? code : 0x3f);
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

export function simplePdf(title: string, lines: readonly PdfLine[]): Uint8Array {
  const margin = 56;
  let y = 792 - margin;
  const ops: string[] = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gapBefore ?? 0) + size * 1.35;
    ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf`, `1 0 0 1 ${margin} ${y.toFixed(1)} Tm`, `${pdfString(line.text)} Tj`);
  }
  ops.push('ET');
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Cargo Connects operator CLI) >>`,
  ];
  // Everything above is ASCII, so string length is byte length for the cross-reference offsets.
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
