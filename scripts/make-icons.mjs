// Draws the app icons (public/icons/*.png) with nothing but node:zlib, so no image tool is needed.
// Run: node scripts/make-icons.mjs. The PNGs are committed; rerun only to change the design.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [22, 119, 255];
const WHITE = [255, 255, 255];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel((x + 0.5) / size, (y + 0.5) / size);
      raw.set([r, g, b, a], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const sig = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    sig,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Signed distances (negative inside) in unit coordinates; coverage gives cheap anti-aliasing.
const roundRect = (x, y, cx, cy, hw, hh, r) => {
  const qx = Math.abs(x - cx) - hw + r;
  const qy = Math.abs(y - cy) - hh + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
};
const cover = (d, px) => Math.min(1, Math.max(0, 0.5 - d / px));

/** A wallet card with a coin: the glyph fills `scale` of the icon, centred. */
function glyph(x, y, scale) {
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  const card = roundRect(u, v, 0.5, 0.52, 0.36, 0.26, 0.07);
  const flap = roundRect(u, v, 0.5, 0.3, 0.3, 0.05, 0.04);
  const slot = roundRect(u, v, 0.74, 0.52, 0.14, 0.09, 0.05);
  const coin = Math.hypot(u - 0.72, v - 0.52) - 0.035;
  const body = Math.min(card, flap);
  return { body: body * scale, hole: Math.max(slot, -coin) * scale };
}

function icon(size, { maskable }) {
  const px = 1 / size;
  return png(size, (x, y) => {
    // Maskable icons are full bleed with the glyph inside the 80 % safe zone.
    const bg = maskable ? -1 : roundRect(x, y, 0.5, 0.5, 0.5, 0.5, 0.2);
    const bgA = cover(bg, px);
    const { body, hole } = glyph(x, y, maskable ? 0.62 : 0.78);
    const white = cover(body, px) * (1 - cover(hole, px));
    const rgb = BLUE.map((c, i) => Math.round(c + (WHITE[i] - c) * white));
    return [...rgb, Math.round(255 * bgA)];
  });
}

mkdirSync('public/icons', { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(`public/icons/icon-${size}.png`, icon(size, { maskable: false }));
  writeFileSync(`public/icons/maskable-${size}.png`, icon(size, { maskable: true }));
}
writeFileSync('public/icons/apple-touch-icon.png', icon(180, { maskable: true }));
writeFileSync('public/favicon.png', icon(64, { maskable: false }));
console.log('icons written to public/icons and public/favicon.png');
