import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Real, decodable test pictures, and the same with every kind of metadata a phone or editor writes. */

/** A small gradient, so a broken copy decodes to different pixels; another `seed`, another picture. */
function pixels(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data.set([(i * 37 + seed) % 256, (i * 11) % 256, (i * 5 + seed * 3) % 256, 255], i * 4);
  }
  return data;
}

export const plainJpeg = (seed = 0): Buffer =>
  Buffer.from(jpeg.encode({ data: pixels(16, 16, seed), width: 16, height: 16 }, 90).data);

export function plainPng(seed = 0): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  pixels(8, 8, seed).copy(png.data);
  return PNG.sync.write(png);
}

/** A 1×1 lossless WebP (the one browsers' feature checks use). */
export const plainWebp = (): Buffer => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** Where the test pictures were "taken": 22°16'42" N, 114°10'30" E. */
export const GPS = { latitude: 22 + 16 / 60 + 42 / 3600, longitude: 114 + 10 / 60 + 30 / 3600 };
/** Texts that metadata carries; none may be left in a stored upload. */
export const SECRETS = ['SpyCam', 'xmpmeta', 'Photoshop', 'shot at home', 'TRAILER'];

/**
 * An EXIF block (little-endian TIFF): IFD0 with Orientation 6 (turn 90°), Make "SpyCam" and a pointer to a
 * GPS IFD holding the latitude and longitude above.
 */
export function exifTiff(): Buffer {
  const t = Buffer.alloc(160);
  t.write('II', 0, 'latin1');
  t.writeUInt16LE(42, 2);
  t.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    t.writeUInt16LE(tag, at);
    t.writeUInt16LE(type, at + 2);
    t.writeUInt32LE(count, at + 4);
    t.writeUInt32LE(value, at + 8);
  };
  // IFD0 at 8: three entries, ends at 50
  t.writeUInt16LE(3, 8);
  entry(10, 0x010f, 2, 7, 152); // Make → "SpyCam\0" at 152
  entry(22, 0x0112, 3, 1, 6); // Orientation, held in the entry
  entry(34, 0x8825, 4, 1, 50); // GPS IFD at 50
  // GPS IFD at 50: four entries, ends at 104
  t.writeUInt16LE(4, 50);
  entry(52, 0x0001, 2, 2, 0x4e); // "N"
  entry(64, 0x0002, 5, 3, 104); // latitude rationals at 104
  entry(76, 0x0003, 2, 2, 0x45); // "E"
  entry(88, 0x0004, 5, 3, 128); // longitude rationals at 128
  const rationals = (at: number, values: number[]) =>
    values.forEach((v, i) => (t.writeUInt32LE(v, at + i * 8), t.writeUInt32LE(1, at + i * 8 + 4)));
  rationals(104, [22, 16, 42]);
  rationals(128, [114, 10, 30]);
  t.write('SpyCam\0', 152, 'latin1');
  return t;
}

const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF exif:GPSLatitude="22,16.7N"/></x:xmpmeta>';

function jpegSegment(code: number, payload: Buffer | string): Buffer {
  const data = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload;
  const head = Buffer.from([0xff, code, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/**
 * `plainJpeg()` as a phone and an editor leave it: EXIF with GPS, XMP, Photoshop/IPTC, a comment, an ICC
 * profile (kept: colours depend on it) and bytes after the end of the image.
 */
export function jpegWithMetadata(): Buffer {
  const plain = plainJpeg();
  const jfifEnd = 4 + plain.readUInt16BE(4); // jpeg-js writes SOI then a JFIF APP0
  return Buffer.concat([
    plain.subarray(0, jfifEnd),
    jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff()])),
    jpegSegment(0xe1, `http://ns.adobe.com/xap/1.0/\0${XMP}`),
    jpegSegment(0xe2, 'ICC_PROFILE\0\x01\x01fake-profile'),
    jpegSegment(0xed, 'Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x10caption: home'),
    jpegSegment(0xfe, 'shot at home'),
    plain.subarray(jfifEnd),
    Buffer.from('TRAILER with more of the same', 'latin1'),
  ]);
}

function pngChunk(type: string, data: Buffer | string): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The chunk types of a PNG, in order. */
export function pngChunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let i = 8; i < png.length; i += 12 + png.readUInt32BE(i)) types.push(png.toString('latin1', i + 4, i + 8));
  return types;
}

/** `plainPng()` with text, XMP, EXIF (GPS), a time stamp and a private chunk, before and after the pixels. */
export function pngWithMetadata(): Buffer {
  const plain = plainPng();
  const idat = 8 + 12 + plain.readUInt32BE(8); // after IHDR
  const iend = plain.length - 12;
  return Buffer.concat([
    plain.subarray(0, idat),
    pngChunk('tEXt', 'Comment\0shot at home'),
    pngChunk('eXIf', exifTiff()),
    pngChunk('iTXt', `XML:com.adobe.xmp\0\0\0\0\0${XMP}`),
    plain.subarray(idat, iend),
    pngChunk('tIME', Buffer.from([7, 234, 11, 26, 12, 0, 0])),
    pngChunk('prVt', 'Photoshop private'),
    plain.subarray(iend),
  ]);
}

function riffChunk(fourcc: string, data: Buffer | string): Buffer {
  const body = Buffer.from(data);
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body, Buffer.alloc(body.length % 2)]);
}

/** The chunks of a WebP, in order. */
export function webpChunks(webp: Buffer): { fourcc: string; data: Buffer }[] {
  const chunks = [];
  for (let i = 12; i < webp.length;) {
    const size = webp.readUInt32LE(i + 4);
    chunks.push({ fourcc: webp.toString('latin1', i, i + 4), data: webp.subarray(i + 8, i + 8 + size) });
    i += 8 + size + (size % 2);
  }
  return chunks;
}

/** `plainWebp()` in the extended format, with its EXIF (GPS) and XMP flagged in VP8X. */
export function webpWithMetadata(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04; // EXIF and XMP present
  const body = Buffer.concat([
    riffChunk('VP8X', vp8x), // canvas 1×1 (stored minus one)
    ...webpChunks(plainWebp()).map((chunk) => riffChunk(chunk.fourcc, chunk.data)),
    riffChunk('EXIF', exifTiff()),
    riffChunk('XMP ', XMP),
  ]);
  const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([head, body]);
}

/**
 * `plainJpeg()` whose JFIF APP0 carries a 2×2 RGB thumbnail, followed by a JFXX APP0 with a JPEG thumbnail
 * (a picture of their own, taken before any crop: SECRETS' 'SpyCam' stands for what it shows).
 */
export function jpegWithThumbnails(): Buffer {
  const plain = plainJpeg();
  const jfifEnd = 4 + plain.readUInt16BE(4);
  const jfif = Buffer.from(plain.subarray(6, jfifEnd));
  jfif[12] = 2; // a 2×2 thumbnail of 12 RGB bytes follows
  jfif[13] = 2;
  return Buffer.concat([
    plain.subarray(0, 2),
    jpegSegment(0xe0, Buffer.concat([jfif.subarray(0, 14), Buffer.from('SpyCam+RGB12', 'latin1')])),
    jpegSegment(0xe0, Buffer.concat([Buffer.from('JFXX\0\x10', 'latin1'), Buffer.from('SpyCam thumbnail')])),
    plain.subarray(jfifEnd),
  ]);
}

/** An animated WebP of one frame (`plainWebp()`'s picture) that carries an unknown chunk inside its ANMF. */
export function animatedWebpWithFrameChunk(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x02; // animation
  const frameHeader = Buffer.alloc(16); // offsets 0, size 1×1 (stored minus one), duration 0, flags 0
  const frame = Buffer.concat([
    frameHeader,
    riffChunk('XMP ', XMP),
    ...webpChunks(plainWebp()).map((chunk) => riffChunk(chunk.fourcc, chunk.data)),
    riffChunk('prVt', 'SpyCam'),
  ]);
  const body = Buffer.concat([riffChunk('VP8X', vp8x), riffChunk('ANIM', Buffer.alloc(6)), riffChunk('ANMF', frame)]);
  const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([head, body]);
}
