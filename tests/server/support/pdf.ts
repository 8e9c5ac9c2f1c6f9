// Reading documents back as a reader would: pdf-lib parses the PDF (a broken file throws), and the
// text shown on each page is taken from its content streams; jsQR scans a PNG for its QR code.
import jsQR from 'jsqr';
import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';
import { PNG } from 'pngjs';

// WinAnsi bytes that differ from Latin-1 (0x80–0x9f), enough for the documents' punctuation.
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };

const fromHex = (hex: string): string =>
  (hex.match(/../g) ?? []).map((byte) => WIN_ANSI[parseInt(byte, 16)] ?? String.fromCharCode(parseInt(byte, 16))).join('');

function streamText(doc: PDFDocument, object: PDFObject | undefined): string {
  if (object instanceof PDFArray) return object.asArray().map((ref) => streamText(doc, doc.context.lookup(ref))).join('\n');
  if (object instanceof PDFRawStream) return new TextDecoder('latin1').decode(decodePDFRawStream(object).decode());
  return new TextDecoder('latin1').decode((object as unknown as { getContents(): Uint8Array }).getContents());
}

export interface ReadPdf {
  readonly doc: PDFDocument;
  /** The text drawn on each page, one string per page, one line per text operation. */
  readonly pages: readonly string[];
  readonly text: string;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page) =>
    [...streamText(doc, page.node.Contents()).matchAll(/<([0-9A-Fa-f]*)> Tj|\(((?:\\.|[^\\)])*)\) Tj/g)]
      .map((m) => (m[1] !== undefined ? fromHex(m[1]) : m[2]!))
      .join('\n'),
  );
  return { doc, pages, text: pages.join('\n') };
}

/** A PNG's size and the text of the QR code it shows (null when none is found). */
export function readQrPng(bytes: Uint8Array): { width: number; height: number; text: string | null; png: PNG } {
  const png = PNG.sync.read(Buffer.from(bytes));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { width: png.width, height: png.height, text: found === null ? null : found.data, png };
}

/** The texts of the QR codes among the PDF's images (8-bit RGB or gray, as pdf-lib embeds a PNG). */
export function pdfQrCodes(doc: PDFDocument): string[] {
  const found: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = (object.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (object.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const channels = object.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceRGB') ? 3 : 1;
    const raw = decodePDFRawStream(object).decode();
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = raw[i * channels + (channels === 3 ? c : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
    const qr = jsQR(rgba, width, height);
    if (qr !== null) found.push(qr.data);
  }
  return found;
}
