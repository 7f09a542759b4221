import { buildApp } from '../../server/app';
import { harness, testSettings, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(64)]);

function multipart(file: Buffer, name = 'a.png', type = 'image/png', field = 'file') {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string | undefined, body: ReturnType<typeof multipart>) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/uploadAvatar',
    headers: { ...body.headers, ...(token ? { token } : {}) },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as { code: number; data: { avatar: string } | null } };
}

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

  it('refuses a file over 2 MiB with 413', async () => {
    const m = await h.member();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const { status, body } = await upload(m.token, multipart(big));
    expect(status).toBe(413);
    expect(body.code).toBe(413);
  });
});
