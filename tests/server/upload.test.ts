import exifr from 'exifr';
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { buildApp } from '../../server/app';
import { avatarFiles } from '../../server/db/schema';
import { harness, testSettings, type Harness } from './support/harness';
import { jpegWithMetadata, plainJpeg, plainPng, plainWebp, SECRETS } from './support/images';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const PNG = plainPng();
const JPEG = plainJpeg();
const WEBP = plainWebp();

function multipart(file: Buffer, name = 'a.png', type = 'image/png', field = 'file') {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string | undefined, body: ReturnType<typeof multipart>, lang?: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/uploadAvatar',
    headers: { ...body.headers, ...(token ? { token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: { avatar: string } | null },
  };
}

const hashOf = (avatar: string) => /([0-9a-f]{64})/.exec(avatar)![1]!;
const stored = async (avatar: string) =>
  (
    await h.app.db
      .select()
      .from(avatarFiles)
      .where(eq(avatarFiles.hash, hashOf(avatar)))
  )[0];

describe('uploadAvatar', () => {
  it.each([
    ['png', PNG],
    ['jpg', JPEG],
    ['webp', WEBP],
  ])('stores a %s by its magic bytes and serves it back', async (ext, bytes) => {
    const m = await h.member();
    // the declared type is ignored: only the content counts
    const { status, body } = await upload(m.token, multipart(bytes, 'x.bin', 'application/octet-stream'));
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const avatar = body.data!.avatar;
    expect(avatar).toMatch(new RegExp(`^/media/avatars/[0-9a-f]{64}\\.${ext}$`));
    const served = await h.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // another instance on the same database serves it too
    const other = await buildApp(testSettings(), { database: h.database });
    const there = await other.inject({ method: 'GET', url: avatar });
    await other.close();
    expect(there.rawPayload.equals(bytes)).toBe(true);
    expect((await h.call('userInfo', {}, { token: m.token })).data.avatar).toBe(avatar);
  });

  it('refuses a fake image, a missing file and a missing token', async () => {
    const m = await h.member();
    const fake = await upload(m.token, multipart(Buffer.from('<svg onload=alert(1)>'), 'a.png', 'image/png'));
    expect(fake.body.code).toBe(400);
    // the right first bytes and nothing of an image after them
    const header = await upload(m.token, multipart(Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64)])));
    expect(header.body.code).toBe(400);
    const wrongField = await upload(m.token, multipart(PNG, 'a.png', 'image/png', 'other'));
    expect(wrongField.body.code).toBe(400);
    const json = await h.app.inject({
      method: 'POST',
      url: '/api/uploadAvatar',
      headers: { token: m.token, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.json().code).toBe(400);
    expect((await upload(undefined, multipart(PNG))).body.code).toBe(8888);
  });

  it('refuses a file over 2 MiB with 413, saying so in the member’s language, and stores nothing', async () => {
    const m = await h.member();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const texts: Record<string, string> = {
      'zh-Hant': '圖片不能超過 2 MB',
      'zh-Hans': '图片不能超过 2 MB',
      en: 'The image must not exceed 2 MB',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const { status, body } = await upload(m.token, multipart(big), lang);
      expect(status).toBe(413);
      expect(body).toEqual({ code: 413, msg: text, data: null });
    }
    expect((await h.call('userInfo', {}, { token: m.token })).data.avatar).toBe('');
  });

  it('stores a phone photo without its EXIF, GPS, XMP or comments, still decodable and upright', async () => {
    const m = await h.member();
    const { body } = await upload(m.token, multipart(jpegWithMetadata(), 'IMG_0001.jpg', 'image/jpeg'));
    expect(body.code).toBe(200);
    const bytes = Buffer.from((await stored(body.data!.avatar))!.bytes);
    expect(await exifr.gps(bytes)).toBeUndefined();
    expect(SECRETS.filter((secret) => bytes.toString('latin1').includes(secret))).toEqual([]);
    expect(await exifr.orientation(bytes)).toBe(6);
    expect(jpeg.decode(bytes).width).toBe(16);
    // the URL names the stored bytes
    const served = await h.app.inject({ method: 'GET', url: body.data!.avatar });
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('keeps one avatar per member: the one replaced is deleted unless another member shows it', async () => {
    const a = await h.member();
    const b = await h.member();
    // pictures no other test uploads
    const [png, jpg] = [plainPng(7), plainJpeg(7)];
    const first = (await upload(a.token, multipart(png))).body.data!.avatar;
    const second = (await upload(a.token, multipart(jpg, 'b.jpg'))).body.data!.avatar;
    expect(await stored(first)).toBeUndefined();
    expect((await h.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(await stored(second)).toBeDefined();

    // b takes the same picture: a's next change leaves it to b
    expect((await upload(b.token, multipart(jpg, 'c.jpg'))).body.data!.avatar).toBe(second);
    await upload(a.token, multipart(WEBP, 'd.webp'));
    expect(await stored(second)).toBeDefined();
    expect((await h.call('userInfo', {}, { token: b.token })).data.avatar).toBe(second);
    // the same picture again changes nothing and deletes nothing
    const again = (await upload(b.token, multipart(jpg, 'c.jpg'))).body.data!.avatar;
    expect(again).toBe(second);
    expect(await stored(second)).toBeDefined();
    // once b moves on too, nobody shows it and it goes
    await upload(b.token, multipart(PNG));
    expect(await stored(second)).toBeUndefined();
  });
});
