import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BRAND_NAME } from '../../contract/brand';
import { builtFileNamer } from '../../scripts/built-files';

// Checks the output of `vite build` (run it first): the PWA pieces the browser needs.
const dist = path.resolve('dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

/** The precache list injected into the built service worker: [{ url, revision }]. */
function precacheUrls(): string[] {
  const sw = read('sw.js');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  if (urls.length === 0) throw new Error('no precache manifest found in sw.js');
  return urls;
}

describe('the build', () => {
  beforeAll(() => {
    if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npx vite build` first');
  });

  it('has the service worker at the root', () => {
    expect(existsSync(path.join(dist, 'sw.js'))).toBe(true);
    expect(read('sw.js')).not.toContain('self.__WB_MANIFEST');
  });

  it('serves the manifest at /manifest.webmanifest with its icons, linked from index.html', () => {
    const manifest = JSON.parse(read('manifest.webmanifest')) as {
      name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#1f6feb' });
    expect(manifest.name).not.toBe('');
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) {
      const png = readFileSync(path.join(dist, icon.src));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    }
    expect(read('index.html')).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
  });

  it('names the product one way, the brand of contract/brand.ts: title, start-up screen and manifest', () => {
    const html = read('index.html');
    expect(/<title>(.*)<\/title>/.exec(html)?.[1]).toBe(BRAND_NAME);
    expect(html).toContain(`<p>${BRAND_NAME}</p>`);
    expect(html).not.toContain('%VITE_');
    const manifest = JSON.parse(read('manifest.webmanifest')) as { name: string; short_name: string };
    expect([manifest.name, manifest.short_name]).toEqual([BRAND_NAME, BRAND_NAME]);
    // the names the product had before it had one
    for (const old of ['金融通', '示範理財']) expect(html + JSON.stringify(manifest)).not.toContain(old);
  });

  it('precaches index.html, the maintenance page and the manifest, but not the service worker itself', () => {
    const urls = precacheUrls();
    expect(urls).toContain('index.html');
    expect(urls).toContain('manifest.webmanifest');
    expect(urls.map(builtFileNamer(dist))).toEqual(expect.arrayContaining(['maintain-page', 'status-screen']));
    expect(urls.filter((url) => /(^|\/)sw\.js$|workbox-/.test(url))).toEqual([]);
  });

  it('precaches every script and style the app can load, so the offline shell never misses a chunk', () => {
    const urls = new Set(precacheUrls());
    const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, { file: string; css?: string[] }>;
    const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => !urls.has(file))).toEqual([]);
  });
  it('builds the operator console apart: its own page and chunks under admin/, none precached or in the member app', () => {
    const consoleHtml = read('admin/index.html');
    const consoleScripts = [...consoleHtml.matchAll(/src="\/admin\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(consoleScripts.length).toBe(1);
    expect(precacheUrls().filter((url) => url.startsWith('admin/'))).toEqual([]);
    const memberFiles = Object.values(
      JSON.parse(read('.vite/manifest.json')) as Record<string, { file: string; src?: string }>,
    );
    expect(memberFiles.filter((chunk) => chunk.src?.startsWith('src/admin/'))).toEqual([]);
    // the console's own code (its sign-in texts) is in no member chunk
    const memberCode = memberFiles.map((chunk) => read(chunk.file)).join('\n');
    expect(memberCode).not.toContain('console-session');
  });

  it("keeps none of react-router's components the app never uses (scripts/vite/pure-react-router.ts)", () => {
    const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, { file: string }>;
    const scripts = Object.values(manifest).map((chunk) => read(chunk.file));
    const router = scripts.filter((script) => script.includes('__reactRouterVersion'));
    expect(router).toHaveLength(1);
    // NavLink and Form are exported but unused; without the plugin their display names and bodies stay.
    expect(router[0]).not.toMatch(/displayName=.(NavLink|Form|DataRouter|Location)./);
    expect(router[0]).not.toContain('aria-current');
  });
  it("leaves the calls' schemas out of the member chunk but the member's own: each group loads at its first call", () => {
    const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, { file: string; name?: string }>;
    for (const group of ['auth', 'content', 'market', 'wallet', 'trade', 'term']) {
      expect(manifest[`contract/call-groups/${group}.ts`], group).toBeDefined();
    }
    const member = Object.values(manifest).filter((chunk) => chunk.name === 'member');
    expect(member).toHaveLength(1);
    const code = read(member[0]!.file);
    // a validation key of the registration form, a chain of the wallet form, a field of the trade room
    for (const text of ['v.tradePasswordWeak', 'TRC20', 'openPrice']) expect(code, text).not.toContain(text);
    // the balance's schema is there
    expect(code).toContain('termBalance');
  });

  it('names beside a dynamic import none of the start-up files, which have run by then (scripts/vite/preload-deps.ts)', () => {
    const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, { file: string; imports?: string[] }>;
    const boot = manifest['src/app/boot.tsx']!;
    const startUp = [boot.file, ...(boot.imports ?? []).map((key) => manifest[key]!.file)];
    const pageMap = read(manifest['virtual:member-pages/trade']!.file);
    expect(pageMap).toContain('__vite__mapDeps');
    for (const file of startUp) expect(pageMap, file).not.toContain(file);
  });

  it('writes the brotli and gzip forms of sw.js and every script and style they make smaller, each decoding to the file', () => {
    const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, { file: string; css?: string[] }>;
    const chunks = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    const files = [...new Set([...chunks, 'sw.js'])];
    // a few hundred bytes of code always compress; only the tiniest files may go as they are
    const decode = { br: brotliDecompressSync, gz: gunzipSync };
    for (const file of files) {
      const body = readFileSync(path.join(dist, file));
      for (const [form, decoded] of Object.entries(decode)) {
        const compressed = path.join(dist, `${file}.${form}`);
        if (body.length >= 256) expect(existsSync(compressed), compressed).toBe(true);
        if (!existsSync(compressed)) continue;
        expect(decoded(readFileSync(compressed)).equals(body)).toBe(true);
        expect(statSync(compressed).size).toBeLessThan(body.length);
      }
    }
  });
});

describe('the server build', () => {
  it('leaves @node-rs/argon2 an import: its native addon is loaded from node_modules, never bundled', () => {
    const server = 'dist-server';
    if (!existsSync(path.join(server, 'main.js')))
      throw new Error('dist-server/ is missing: run `npm run build` first');
    const chunks = readdirSync(server).filter((file) => file.endsWith('.js'));
    const code = chunks.map((file) => readFileSync(path.join(server, file), 'utf8')).join('\n');
    expect(code).toMatch(/from "@node-rs\/argon2"/);
    expect(code).not.toMatch(/argon2\.linux-x64|\.node['"]\)/);
  });
});
