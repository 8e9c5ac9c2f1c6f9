import type { PDFFont, PDFPage } from 'pdf-lib';
import { DEFAULT_LOCALE, type Locale } from '../../src/schemas/locales.ts';
import { serverI18n } from '../i18n/serverI18n.ts';

// Printing: plain documents of text lines (Helvetica, Letter size) with pdf-lib and QR codes with
// qrcode, for the carrier documents of the operator CLI and the customers' receipts. Standard fonts carry WinAnsi only (which
// has Spanish's á é í ó ú ü ñ ¿ ¡), so any other character prints as '?' rather than failing the whole document. Both libraries load when a
// document is first printed, not with the server (~17 MB of RSS a server that prints nothing keeps).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A printed time, to the minute in UTC, its month by name: '24 Nov 2026, 14:05 UTC'. */
export const printedUtc = (at: Date): string =>
  `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${at.toISOString().slice(11, 16)} UTC`;

/** A printed time in the reader's language, to the minute in UTC (English: printedUtc's words). */
export function printedAt(locale: Locale, at: Date): string {
  if (locale === DEFAULT_LOCALE) return printedUtc(at);
  const i18n = serverI18n(locale);
  return `${i18n.date(at, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })} UTC`;
}

/** An amount of money in the reader's language ('$1,234.50' in English, es-MX's own way in Spanish). */
export const printedMoney = (locale: Locale, cents: number, currency: string): string => serverI18n(locale).number(cents / 100, { style: 'currency', currency });

export interface PdfLine {
  readonly text: string;
  /** Points; default 11. */
  readonly size?: number;
  readonly bold?: boolean;
  /** Extra space before the line, in points. */
  readonly gapBefore?: number;
  /** Printed flush right on the same line (an amount). */
  readonly right?: string;
}

export interface PdfInfo {
  readonly title: string;
  readonly subject?: string;
  readonly keywords?: readonly string[];
  /** A PNG printed at the top right of the first page (a QR code), `size` points wide and high. */
  readonly image?: { readonly png: Uint8Array; readonly size: number };
}

const PAGE: [number, number] = [612, 792];
const MARGIN = 56;
const LEADING = 1.35;

/** The crossing QR code and the receipt's: a PNG, error correction M, 8 px modules, 4-module quiet zone. */
export async function qrPng(text: string): Promise<Uint8Array> {
  const { default: QRCode } = await import('qrcode');
  return new Uint8Array(await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', scale: 8, margin: 4 }));
}

// Outside WinAnsi but with a plain stand-in (a Spanish service name reads "MX → EE. UU.").
const STAND_INS: Readonly<Record<string, string>> = { '→': '->', '←': '<-' };

function encodable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) => [...text].map((ch) => (/\s/.test(ch) ? ' ' : supported.has(ch.codePointAt(0)!) ? ch : (STAND_INS[ch] ?? '?'))).join('');
}

/** Words onto lines no wider than `width`; a single word wider than that is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  lines.push(current);
  return lines;
}

export async function textPdf(info: PdfInfo, lines: readonly PdfLine[]): Promise<Uint8Array> {
  // Without updateMetadata pdf-lib would stamp its own producer over ours at save.
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(regular);
  // Metadata is UTF-16: no WinAnsi limit there.
  pdf.setTitle(info.title, { showInWindowTitleBar: true });
  if (info.subject !== undefined) pdf.setSubject(info.subject);
  if (info.keywords !== undefined) pdf.setKeywords([...info.keywords]);
  pdf.setCreator('Cargo Connects');
  pdf.setProducer('Cargo Connects (pdf-lib)');
  const now = new Date();
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const full = PAGE[0] - 2 * MARGIN;
  // The image sits beside the first lines, so they wrap short of it.
  let besideImageUntil = -Infinity;
  if (info.image !== undefined) {
    const image = await pdf.embedPng(info.image.png);
    const { size } = info.image;
    page.drawImage(image, { x: PAGE[0] - MARGIN - size, y: y - size, width: size, height: size });
    besideImageUntil = y - size;
  }

  for (const line of lines) {
    const size = line.size ?? 11;
    const font = line.bold === true ? bold : regular;
    const right = line.right === undefined ? undefined : clean(line.right);
    const rightWidth = right === undefined ? 0 : font.widthOfTextAtSize(right, size) + 12;
    y -= line.gapBefore ?? 0;
    const width = (y > besideImageUntil ? full - (info.image?.size ?? 0) - 12 : full) - rightWidth;
    wrap(clean(line.text), font, size, width).forEach((text, i) => {
      y -= size * LEADING;
      if (y < MARGIN) {
        page = pdf.addPage(PAGE);
        y = PAGE[1] - MARGIN - size * LEADING;
      }
      page.drawText(text, { x: MARGIN, y, size, font });
      if (i === 0 && right !== undefined) page.drawText(right, { x: PAGE[0] - MARGIN - font.widthOfTextAtSize(right, size), y, size, font });
    });
  }
  // Classic cross-reference table: any PDF reader (and a plain-text search of the file) copes.
  return pdf.save({ useObjectStreams: false });
}
