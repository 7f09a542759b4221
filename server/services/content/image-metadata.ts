/**
 * Removes what an image says besides its pixels (camera, time, GPS location, comments, editing history)
 * before an upload is stored, without decoding or re-encoding it: the compressed picture is copied as it
 * came. What is kept is listed (everything else goes), so a new kind of metadata is dropped too:
 * - JPEG: every segment but APPn and COM; of the APPn only JFIF (APP0, without its thumbnail: a picture of
 *   its own, taken before any crop), the ICC colour profile (APP2) and Adobe's colour transform (APP14),
 *   which the picture's colours depend on; JFXX (APP0 extension, only ever a thumbnail) goes. The EXIF
 *   orientation survives as a minimal EXIF of that one tag, or phone photos would show sideways. Nothing
 *   after EOI.
 * - PNG: the critical chunks and those that change how pixels look (transparency, colour, animation).
 * - WebP: the picture, alpha, animation and ICC chunks, and in each animation frame (ANMF) only its alpha and
 *   picture; VP8X's EXIF and XMP flags are cleared.
 * The npm strippers cover less (exif-be-gone leaves JPEG comments, IPTC and WebP's EXIF), hence this file.
 * Each strip is one pass writing into one output buffer: an image of many tiny segments costs no allocation
 * per segment (a 2 MiB JPEG of four-byte segments was half a million buffers on the event loop).
 */

export type ImageType = 'png' | 'jpg' | 'webp';

/** The bytes are not a well-formed image of their type. */
export class MalformedImage extends Error {}

const malformed = (what: string): never => {
  throw new MalformedImage(what);
};

/** The stripped image, written into one buffer of `capacity` bytes (a strip writes no more than that). */
function output(capacity: number) {
  const out = Buffer.allocUnsafe(capacity);
  let at = 0;
  return {
    get at() {
      return at;
    },
    copy(from: Buffer, start: number, end: number) {
      // a few bytes by hand: a native copy costs more than them
      if (end - start > 32) at += from.copy(out, at, start, end);
      else for (let i = start; i < end; i++) out[at++] = from[i]!;
    },
    byte(value: number) {
      out[at++] = value;
    },
    /** sets the byte at `position` of what was written */
    set(position: number, value: number) {
      out[position] = value;
    },
    u32le(position: number, value: number) {
      out.writeUInt32LE(value, position);
    },
    /** puts `bytes` at `position`, moving what follows */
    insert(position: number, bytes: Buffer) {
      out.copyWithin(position + bytes.length, position, at);
      bytes.copy(out, position);
      at += bytes.length;
    },
    done: () => out.subarray(0, at),
  };
}
type Output = ReturnType<typeof output>;

export function stripMetadata(bytes: Buffer, type: ImageType): Buffer {
  if (type === 'jpg') return stripJpeg(bytes);
  if (type === 'png') return stripPng(bytes);
  return stripWebp(bytes);
}

// ---- JPEG

const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

const startsWith = (data: Buffer, text: string) => data.subarray(0, text.length).toString('latin1') === text;

/** The JFIF APP0 payload up to its thumbnail's size: identifier, version, units, densities. */
const JFIF_HEAD = 12;

/** An APPn or COM segment worth keeping: the picture's colours depend on these. */
function keptAppSegment(code: number, payload: Buffer): boolean {
  if (code === APP0) return startsWith(payload, 'JFIF\0') && payload.length >= JFIF_HEAD + 2;
  if (code === APP2) return startsWith(payload, 'ICC_PROFILE\0');
  if (code === APP14) return startsWith(payload, 'Adobe');
  return false;
}

/** Writes a JFIF APP0 without its thumbnail (0×0). */
function writeJfif(out: Output, b: Buffer, payloadAt: number) {
  out.byte(0xff);
  out.byte(APP0);
  out.byte(0);
  out.byte(JFIF_HEAD + 4);
  out.copy(b, payloadAt, payloadAt + JFIF_HEAD);
  out.byte(0);
  out.byte(0);
}

/** Where the entropy-coded data that starts at `from` ends: at the next marker that is no restart or stuffing. */
function endOfScan(b: Buffer, from: number): number {
  let i = from;
  while (i < b.length - 1) {
    if (b[i] !== 0xff) i++;
    else if (b[i + 1] === 0x00 || (b[i + 1]! >= 0xd0 && b[i + 1]! <= 0xd7)) i += 2;
    else if (b[i + 1] === 0xff) i++;
    else return i;
  }
  return malformed('JPEG scan without end');
}

function stripJpeg(b: Buffer): Buffer {
  if (b[0] !== 0xff || b[1] !== 0xd8) malformed('no JPEG start');
  const out = output(b.length + ORIENTATION_EXIF_BYTES);
  out.copy(b, 0, 2);
  let orientation: number | undefined;
  let exifAt = 2; // the minimal EXIF goes after SOI, or after a JFIF APP0 that must come first
  let segments = 0;
  let scans = 0;
  let i = 2;
  for (;;) {
    if (b[i] !== 0xff) malformed('JPEG marker expected');
    while (b[i] === 0xff) i++; // fill bytes
    if (i >= b.length) malformed('JPEG without end');
    const code = b[i++]!;
    if (code === EOI) {
      out.byte(0xff);
      out.byte(EOI);
      break;
    }
    if ((code >= 0xd0 && code <= 0xd7) || code === 0x01) {
      out.byte(0xff); // markers without a length
      out.byte(code);
      continue;
    }
    if (i + 2 > b.length) malformed('JPEG segment cut');
    const length = b.readUInt16BE(i);
    const end = i + length;
    if (length < 2 || end > b.length) malformed('JPEG segment length');
    if ((code >= APP0 && code <= 0xef) || code === COM) {
      const payload = b.subarray(i + 2, end);
      if (code === APP1 && startsWith(payload, 'Exif\0\0')) orientation ??= exifOrientation(payload.subarray(6));
      if (!keptAppSegment(code, payload)) {
        i = end;
        continue;
      }
    }
    if (code === APP0) writeJfif(out, b, i + 2);
    else {
      out.byte(0xff);
      out.byte(code);
      out.copy(b, i, end);
    }
    if (code === APP0 && segments === 0) exifAt = out.at;
    segments++;
    i = end;
    if (code === SOS) {
      scans++;
      const scanEnd = endOfScan(b, i);
      out.copy(b, i, scanEnd);
      i = scanEnd;
    }
  }
  if (scans === 0) malformed('JPEG without a picture');
  if (orientation !== undefined && orientation !== 1) out.insert(exifAt, orientationExif(orientation));
  return out.done();
}

const ORIENTATION_TAG = 0x0112;

/** The Orientation (1-8) of an EXIF block (a TIFF structure), if it has a readable one. */
function exifOrientation(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return undefined;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let n = 0; n < count; n++) {
    const entry = ifd + 2 + n * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return u16(entry + 2) === 3 && value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** The length of orientationExif's segment: marker, length, 'Exif\0\0' and a 26-byte TIFF. */
const ORIENTATION_EXIF_BYTES = 4 + 6 + 26;

/** An APP1 segment holding an EXIF with the Orientation tag alone (big-endian TIFF, one IFD, one entry). */
function orientationExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value, held in the entry
  tiff.writeUInt16BE(orientation, 18);
  // bytes 22-25: no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, APP1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

// ---- PNG

const PNG_KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'bKGD',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);

function stripPng(b: Buffer): Buffer {
  const out = output(b.length);
  out.copy(b, 0, 8);
  let i = 8;
  for (;;) {
    if (i + 12 > b.length) malformed('PNG without IEND');
    const end = i + 12 + b.readUInt32BE(i);
    if (end > b.length) malformed('PNG chunk length');
    const type = b.toString('latin1', i + 4, i + 8);
    if (i === 8 && type !== 'IHDR') malformed('PNG without IHDR');
    if (PNG_KEPT.has(type)) out.copy(b, i, end);
    i = end;
    if (type === 'IEND') break;
  }
  return out.done();
}

// ---- WebP

const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
/** What an animation frame (ANMF) holds besides its 16-byte header: its alpha and picture, nothing else. */
const FRAME_KEPT = new Set(['ALPH', 'VP8 ', 'VP8L']);
const FRAME_HEADER = 16;
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/**
 * Copies the chunks of `b` from `from` to `to` that `kept` names, and in an ANMF only the kept sub-chunks
 * (its size written anew); the bytes written.
 */
function copyChunks(out: Output, b: Buffer, range: { from: number; to: number }, kept: ReadonlySet<string>) {
  const start = out.at;
  let i = range.from;
  while (i < range.to) {
    if (i + 8 > range.to) malformed('WebP chunk cut');
    const size = b.readUInt32LE(i + 4);
    const end = i + 8 + size + (size % 2); // chunks are padded to an even length
    if (end > range.to) malformed('WebP chunk size');
    const fourcc = b.toString('latin1', i, i + 4);
    if (kept.has(fourcc) && fourcc === 'ANMF') {
      if (size < FRAME_HEADER) malformed('WebP frame header');
      const head = out.at;
      out.copy(b, i, i + 8 + FRAME_HEADER);
      const frame = { from: i + 8 + FRAME_HEADER, to: end };
      out.u32le(head + 4, FRAME_HEADER + copyChunks(out, b, frame, FRAME_KEPT));
    } else if (kept.has(fourcc)) {
      const at = out.at;
      out.copy(b, i, end);
      if (fourcc === 'VP8X' && size >= 1) out.set(at + 8, b[i + 8]! & ~(VP8X_EXIF | VP8X_XMP));
    }
    i = end;
  }
  return out.at - start;
}

function stripWebp(b: Buffer): Buffer {
  if (b.length < 12) malformed('WebP header');
  const riffEnd = 8 + b.readUInt32LE(4);
  if (riffEnd > b.length) malformed('WebP size');
  const out = output(riffEnd);
  out.copy(b, 0, 12);
  const body = copyChunks(out, b, { from: 12, to: riffEnd }, WEBP_KEPT);
  if (body === 0) malformed('WebP without a picture');
  out.u32le(4, 4 + body);
  return out.done();
}
