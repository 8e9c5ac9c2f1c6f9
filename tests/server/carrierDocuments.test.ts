import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCode, QR_MAX_VERSION } from '../../server/admin/qrCode.ts';
import { qrPng } from '../../server/admin/qrPng.ts';
import { simplePdf } from '../../server/admin/simplePdf.ts';
import { documentTypeOf } from '../../server/service/orderDocuments.ts';

/** Texts that need versions 1 to 10 (byte mode, level M). */
const SAMPLES: ReadonlyArray<readonly [number, string]> = [
  [1, 'HELLO'],
  [2, 'x'.repeat(20)],
  [3, 'x'.repeat(40)],
  [4, 'x'.repeat(60)],
  [5, 'x'.repeat(80)],
  [6, 'x'.repeat(100)],
  [7, 'x'.repeat(120)],
  [8, 'x'.repeat(150)],
  [9, 'x'.repeat(180)],
  [10, 'Ñandú – é '.repeat(13)],
  [1, 'Ñandú'],
];

const finderAt = (m: boolean[][], x: number, y: number): boolean =>
  [0, 1, 2, 3, 4, 5, 6].every((dy) => [0, 1, 2, 3, 4, 5, 6].every((dx) => m[y + dy]![x + dx] === (Math.max(Math.abs(dx - 3), Math.abs(dy - 3)) !== 2)));

describe('the crossing QR code', () => {
  it('grows from version 1 (21 modules) to 10 (57) with the text, with finder patterns, timing lines and the dark module', () => {
    for (const [version, text] of SAMPLES) {
      const m = qrCode(text);
      const size = version * 4 + 17;
      expect(m.length, text).toBe(size);
      expect(m.every((row) => row.length === size)).toBe(true);
      expect(finderAt(m, 0, 0) && finderAt(m, size - 7, 0) && finderAt(m, 0, size - 7)).toBe(true);
      for (let i = 8; i < size - 8; i++) expect(m[6]![i] === (i % 2 === 0) && m[i]![6] === (i % 2 === 0)).toBe(true);
      expect(m[size - 8]![8]).toBe(true);
      // Both copies of the 15 format bits agree, bit by bit (dark[y][x]).
      const first = Array.from({ length: 15 }, (_, i) => (i <= 5 ? m[i]![8] : i === 6 ? m[7]![8] : i === 7 ? m[8]![8] : i === 8 ? m[8]![7] : m[8]![14 - i]));
      const second = Array.from({ length: 15 }, (_, i) => (i < 8 ? m[8]![size - 1 - i] : m[size - 15 + i]![8]));
      expect(first).toEqual(second);
    }
  });

  it('refuses a text longer than version 10 holds', () => {
    expect(() => qrCode('y'.repeat(214))).toThrow(RangeError);
    expect(QR_MAX_VERSION).toBe(10);
  });

  it('is a PNG image: the signature, its size with the quiet zone, black modules on white', () => {
    const m = qrCode('HELLO');
    const png = qrPng(m, { scale: 2, quietZone: 4 });
    expect(documentTypeOf(png)).toBe('image/png');
    const view = Buffer.from(png);
    expect(view.readUInt32BE(16)).toBe((21 + 8) * 2);
    const idat = view.indexOf('IDAT');
    const raw = inflateSync(view.subarray(idat + 4, idat + 4 + view.readUInt32BE(idat - 4)));
    const side = (21 + 8) * 2;
    // Quiet zone white; the top-left finder's corner black.
    expect(raw[1]).toBe(0xff);
    expect(raw[8 * (side + 1) + 1 + 8]).toBe(0x00);
  });

  describe.runIf(existsSync('/usr/bin/zbarimg'))('read back by a real scanner (zbarimg)', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'cargo-qr-'));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('decodes every version to the text it holds', async () => {
      for (const [version, text] of [...SAMPLES, [0, 'CARGOCONNECTS|CC26000001|ENTRY:NONE|TRUCK:12-AB-3C|PORT:Pharr–Reynosa International Bridge'] as const]) {
        const file = path.join(dir, `v${version}.png`);
        await writeFile(file, qrPng(qrCode(text)));
        const read = execFileSync('/usr/bin/zbarimg', ['-q', '--raw', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
        expect(read.replace(/\n$/, '')).toBe(text);
      }
    });
  });
});

describe('simplePdf', () => {
  it('writes a PDF with a valid cross-reference table and WinAnsi text', () => {
    const bytes = simplePdf('Bill of lading CC26000001', [{ text: 'Bill of lading', size: 20, bold: true }, { text: 'Luis Treviño (Pharr–Reynosa) \\ done', gapBefore: 4 }]);
    expect(documentTypeOf(bytes)).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text).toContain('(Luis Trevi\\361o \\(Pharr\\226Reynosa\\) \\\\ done) Tj');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    // Every object starts where the table says.
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
  });
});
