import exifr from 'exifr';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { MalformedImage, stripMetadata } from '../../server/services/content/image-metadata';
import {
  GPS,
  SECRETS,
  animatedWebpWithFrameChunk,
  jpegWithThumbnails,
  jpegWithMetadata,
  plainJpeg,
  plainPng,
  plainWebp,
  pngChunkTypes,
  pngWithMetadata,
  webpChunks,
  webpWithMetadata,
} from './support/images';

const textOf = (bytes: Buffer) => bytes.toString('latin1');

describe('stripMetadata: JPEG', () => {
  it('removes EXIF (GPS, camera), XMP, IPTC, comments and trailing bytes; keeps the pixels, ICC and orientation', async () => {
    const original = jpegWithMetadata();
    // the fixture really carries a location a reader finds
    const where = await exifr.gps(original);
    expect(where.latitude).toBeCloseTo(GPS.latitude, 5);
    expect(where.longitude).toBeCloseTo(GPS.longitude, 5);
    expect(SECRETS.filter((secret) => textOf(original).includes(secret))).toEqual(SECRETS);

    const stripped = stripMetadata(original, 'jpg');
    expect(await exifr.gps(stripped)).toBeUndefined();
    // of everything a reader finds (bar JFIF and ICC, kept on purpose), the orientation alone is left
    expect(await exifr.parse(stripped, { jfif: false, icc: false, xmp: true, iptc: true })).toEqual({
      Orientation: 'Rotate 90 CW',
    });
    expect(await exifr.orientation(stripped)).toBe(6);
    expect(SECRETS.filter((secret) => textOf(stripped).includes(secret))).toEqual([]);
    expect(textOf(stripped)).toContain('ICC_PROFILE');
    expect(textOf(stripped)).toContain('JFIF');
    // it still decodes, to the very same pixels: the compressed picture was copied, not re-encoded
    expect(Buffer.from(jpeg.decode(stripped).data)).toEqual(Buffer.from(jpeg.decode(plainJpeg()).data));
    expect(stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('leaves a clean JPEG byte for byte, and adds no EXIF when there was none', () => {
    const plain = plainJpeg();
    expect(stripMetadata(plain, 'jpg')).toEqual(plain);
  });

  it('keeps the JFIF header without its thumbnail, and drops a JFXX thumbnail', () => {
    const stripped = stripMetadata(jpegWithThumbnails(), 'jpg');
    expect(textOf(stripped)).not.toContain('SpyCam');
    expect(textOf(stripped)).not.toContain('JFXX');
    expect(stripped.subarray(2, 20)).toEqual(plainJpeg().subarray(2, 20));
    expect(Buffer.from(jpeg.decode(stripped).data)).toEqual(Buffer.from(jpeg.decode(plainJpeg()).data));
  });

  it('strips a file of many tiny segments in one pass, with no buffer per segment', () => {
    const plain = plainJpeg();
    const tiny = Buffer.alloc(4 * 10_000);
    for (let i = 0; i < tiny.length; i += 4) tiny.set([0xff, 0xc4, 0, 2], i);
    const file = Buffer.concat([plain.subarray(0, 2), tiny, plain.subarray(2)]);
    const made = [vi.spyOn(Buffer, 'concat'), vi.spyOn(Buffer, 'from'), vi.spyOn(Buffer, 'alloc')];
    made.push(vi.spyOn(Buffer, 'allocUnsafe'));
    try {
      expect(stripMetadata(file, 'jpg')).toEqual(file);
      expect(made.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBeLessThan(10);
    } finally {
      made.forEach((spy) => spy.mockRestore());
    }
  });

  it('refuses a cut or made-up JPEG', () => {
    const plain = plainJpeg();
    expect(() => stripMetadata(plain.subarray(0, plain.length - 40), 'jpg')).toThrow(MalformedImage);
    expect(() => stripMetadata(Buffer.concat([plain.subarray(0, 3), Buffer.alloc(64)]), 'jpg')).toThrow(MalformedImage);
  });
});

describe('stripMetadata: PNG', () => {
  it('keeps the image chunks only, and the pixels', async () => {
    const original = pngWithMetadata();
    expect((await exifr.gps(original)).latitude).toBeCloseTo(GPS.latitude, 5);
    const stripped = stripMetadata(original, 'png');
    expect(pngChunkTypes(stripped)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(SECRETS.filter((secret) => textOf(stripped).includes(secret))).toEqual([]);
    expect(await exifr.gps(stripped)).toBeUndefined();
    expect(PNG.sync.read(stripped).data).toEqual(PNG.sync.read(plainPng()).data);
    expect(stripMetadata(plainPng(), 'png')).toEqual(plainPng());
    expect(stripMetadata(Buffer.concat([plainPng(), Buffer.from('TRAILER')]), 'png')).toEqual(plainPng());
  });

  it('refuses a PNG without IEND or with a chunk longer than the file', () => {
    const plain = plainPng();
    expect(() => stripMetadata(plain.subarray(0, plain.length - 12), 'png')).toThrow(MalformedImage);
    const lying = Buffer.from(plain);
    lying.writeUInt32BE(1_000_000, 8);
    expect(() => stripMetadata(lying, 'png')).toThrow(MalformedImage);
  });
});

describe('stripMetadata: WebP', () => {
  it('drops the EXIF and XMP chunks and their VP8X flags, and sizes the RIFF anew', () => {
    const stripped = stripMetadata(webpWithMetadata(), 'webp');
    const chunks = webpChunks(stripped);
    expect(chunks.map((chunk) => chunk.fourcc)).toEqual(['VP8X', 'VP8L']);
    expect(chunks[0]!.data[0]! & 0x0c).toBe(0);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect(chunks[1]!.data).toEqual(webpChunks(plainWebp())[0]!.data);
    expect(SECRETS.filter((secret) => textOf(stripped).includes(secret))).toEqual([]);
    expect(stripMetadata(plainWebp(), 'webp')).toEqual(plainWebp());
  });

  it("keeps only the alpha and picture inside an animation frame, and sizes the frame and the RIFF anew", () => {
    const stripped = stripMetadata(animatedWebpWithFrameChunk(), 'webp');
    expect(SECRETS.filter((secret) => textOf(stripped).includes(secret))).toEqual([]);
    const [, , frame] = webpChunks(stripped);
    expect(frame!.fourcc).toBe('ANMF');
    const inFrame = webpChunks(Buffer.concat([Buffer.alloc(12), frame!.data.subarray(16)]));
    expect(inFrame.map((chunk) => chunk.fourcc)).toEqual(['VP8L']);
    expect(inFrame[0]!.data).toEqual(webpChunks(plainWebp())[0]!.data);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
  });

  it('refuses a WebP whose chunk runs past its end', () => {
    const lying = Buffer.from(plainWebp());
    lying.writeUInt32LE(1000, 16);
    expect(() => stripMetadata(lying, 'webp')).toThrow(MalformedImage);
  });
});
