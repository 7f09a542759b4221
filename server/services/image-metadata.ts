/**
 * Removes what an image says besides its pixels (camera, time, GPS location, comments, editing history)
 * before an upload is stored, without decoding or re-encoding it: the compressed picture is copied as it
 * came. What is kept is listed (everything else goes), so a new kind of metadata is dropped too:
 * - JPEG: every segment but APPn and COM; of the APPn only JFIF/JFXX (APP0), the ICC colour profile (APP2)
 *   and Adobe's colour transform (APP14), which the picture's colours depend on. The EXIF orientation
 *   survives as a minimal EXIF of that one tag, or phone photos would show sideways. Nothing after EOI.
 * - PNG: the critical chunks and those that change how pixels look (transparency, colour, animation).
 * - WebP: the picture, alpha, animation and ICC chunks; VP8X's EXIF and XMP flags are cleared.
 * The npm strippers cover less (exif-be-gone leaves JPEG comments, IPTC and WebP's EXIF), hence this file.
 */

export type ImageType = 'png' | 'jpg' | 'webp';

/** The bytes are not a well-formed image of their type. */
export class MalformedImage extends Error {}

const malformed = (what: string): never => {
  throw new MalformedImage(what);
};

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

/** An APPn or COM segment worth keeping: the picture's colours depend on these. */
function keptAppSegment(code: number, payload: Buffer): boolean {
  if (code === APP0) return startsWith(payload, 'JFIF\0') || startsWith(payload, 'JFXX\0');
  if (code === APP2) return startsWith(payload, 'ICC_PROFILE\0');
  if (code === APP14) return startsWith(payload, 'Adobe');
  return false;
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
  const kept: Buffer[] = [b.subarray(0, 2)];
  let orientation: number | undefined;
  let exifAt = 1; // the minimal EXIF goes after SOI, or after a JFIF APP0 that must come first
  let scans = 0;
  let i = 2;
  for (;;) {
    if (b[i] !== 0xff) malformed('JPEG marker expected');
    while (b[i] === 0xff) i++; // fill bytes
    if (i >= b.length) malformed('JPEG without end');
    const code = b[i++]!;
    if (code === EOI) {
      kept.push(Buffer.from([0xff, EOI]));
      break;
    }
    if ((code >= 0xd0 && code <= 0xd7) || code === 0x01) {
      kept.push(Buffer.from([0xff, code])); // markers without a length
      continue;
    }
    if (i + 2 > b.length) malformed('JPEG segment cut');
    const length = b.readUInt16BE(i);
    const end = i + length;
    if (length < 2 || end > b.length) malformed('JPEG segment length');
    const payload = b.subarray(i + 2, end);
    const isApp = code >= APP0 && code <= 0xef;
    if (code === APP1 && startsWith(payload, 'Exif\0\0')) orientation ??= exifOrientation(payload.subarray(6));
    if ((isApp || code === COM) && !keptAppSegment(code, payload)) {
      i = end;
      continue;
    }
    kept.push(Buffer.concat([Buffer.from([0xff, code]), b.subarray(i, end)]));
    if (code === APP0 && kept.length === 2) exifAt = 2;
    i = end;
    if (code === SOS) {
      scans++;
      const scanEnd = endOfScan(b, i);
      kept.push(b.subarray(i, scanEnd));
      i = scanEnd;
    }
  }
  if (scans === 0) malformed('JPEG without a picture');
  if (orientation !== undefined && orientation !== 1) kept.splice(exifAt, 0, orientationExif(orientation));
  return Buffer.concat(kept);
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
  const kept: Buffer[] = [b.subarray(0, 8)];
  let i = 8;
  for (;;) {
    if (i + 12 > b.length) malformed('PNG without IEND');
    const end = i + 12 + b.readUInt32BE(i);
    if (end > b.length) malformed('PNG chunk length');
    const type = b.subarray(i + 4, i + 8).toString('latin1');
    if (i === 8 && type !== 'IHDR') malformed('PNG without IHDR');
    if (PNG_KEPT.has(type)) kept.push(b.subarray(i, end));
    i = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(kept);
}

// ---- WebP

const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(b: Buffer): Buffer {
  if (b.length < 12) malformed('WebP header');
  const riffEnd = 8 + b.readUInt32LE(4);
  if (riffEnd > b.length) malformed('WebP size');
  const kept: Buffer[] = [];
  let i = 12;
  while (i < riffEnd) {
    if (i + 8 > riffEnd) malformed('WebP chunk cut');
    const size = b.readUInt32LE(i + 4);
    const end = i + 8 + size + (size % 2); // chunks are padded to an even length
    if (end > riffEnd) malformed('WebP chunk size');
    const fourcc = b.subarray(i, i + 4).toString('latin1');
    if (WEBP_KEPT.has(fourcc)) {
      const chunk = Buffer.from(b.subarray(i, end));
      if (fourcc === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      kept.push(chunk);
    }
    i = end;
  }
  if (kept.length === 0) malformed('WebP without a picture');
  const body = Buffer.concat(kept);
  const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  head.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([head, body]);
}
