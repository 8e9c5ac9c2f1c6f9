import { deflateSync } from 'node:zlib';

// A PNG of a QR code's modules: 8-bit grayscale, black on white, with the 4-module quiet zone.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export function qrPng(modules: readonly (readonly boolean[])[], { scale = 8, quietZone = 4 } = {}): Uint8Array {
  const side = (modules.length + quietZone * 2) * scale;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const raw = Buffer.alloc((side + 1) * side, 0xff);
  for (let py = 0; py < side; py++) {
    raw[py * (side + 1)] = 0; // filter: none
    const y = Math.floor(py / scale) - quietZone;
    for (let px = 0; px < side; px++) {
      const x = Math.floor(px / scale) - quietZone;
      if (modules[y]?.[x] === true) raw[py * (side + 1) + 1 + px] = 0x00;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())]));
}
