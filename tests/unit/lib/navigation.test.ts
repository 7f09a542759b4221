// @vitest-environment node
import { wantedPath } from '../../../src/lib/navigation';

describe('wantedPath', () => {
  it('keeps a path of the app, with its query and hash', () => {
    expect(wantedPath('?redirect=%2Fmy%2Fsetting', '/home')).toBe('/my/setting');
    expect(wantedPath('?from=/trade/room%3Fid%3D2%23top', '/', 'from')).toBe('/trade/room?id=2#top');
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/%09/evil.example'],
    ['/%0A/evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    [''],
  ])('never leads to another site: %s', (value) => {
    expect(wantedPath(`?redirect=${value}`, '/home')).toBe('/home');
  });
});
