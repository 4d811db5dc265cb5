// Draws Hearth's app icons (a house with a glowing hearth on amber) as PNGs, so the icons are made
// by code rather than committed from an editor. Run: node scripts/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';

const AMBER = [180, 83, 9];
const CREAM = [255, 251, 235];
const FLAME = [251, 191, 36];

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size, pixel) {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x / size, y / size);
      const o = y * (size * 3 + 1) + 1 + x * 3;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A house: roof triangle and body, with a flame in the doorway. `s` shrinks it into the safe zone. */
function house(s) {
  return (u, v) => {
    const x = (u - 0.5) / s + 0.5,
      y = (v - 0.5) / s + 0.5;
    const roof = y >= 0.2 && y <= 0.48 && Math.abs(x - 0.5) <= (y - 0.2) * (0.32 / 0.28) + 0.0;
    const body = x >= 0.26 && x <= 0.74 && y >= 0.46 && y <= 0.8;
    const door = x >= 0.43 && x <= 0.57 && y >= 0.6 && y <= 0.8;
    const flame = door && Math.hypot((x - 0.5) / 0.05, (y - 0.73) / 0.08) <= 1;
    if (flame) return FLAME;
    if (door) return AMBER;
    if (roof || body) return CREAM;
    return AMBER;
  };
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', png(192, house(1)));
writeFileSync('public/icons/icon-512.png', png(512, house(1)));
writeFileSync('public/icons/icon-maskable-512.png', png(512, house(0.75)));
console.log('icons written to public/icons');
