// @vitest-environment node
import { decideGate, type GateState } from '../../../src/app/gates';

const HOUR = 14;
const anonymousUnverified: GateState = { verify: false, verifyTime: null, token: null };
const anonymousVerified: GateState = { verify: true, verifyTime: HOUR, token: null };
const staleMember: GateState = { verify: true, verifyTime: HOUR - 1, token: 't' };
const member: GateState = { verify: true, verifyTime: HOUR, token: 't' };
const flagWithoutHour: GateState = { verify: true, verifyTime: null, token: 't' };
const hourWithoutFlag: GateState = { verify: false, verifyTime: HOUR, token: 't' };

describe('decideGate', () => {
  it.each([
    // [path, search, state, expected]
    ['/', '', anonymousUnverified, '/verify'],
    ['/home', '', anonymousUnverified, '/verify?redirect=%2Fhome'],
    ['/my/withdraw', '?x=1', anonymousUnverified, '/verify?redirect=%2Fmy%2Fwithdraw%3Fx%3D1'],
    ['/auth/login', '', anonymousUnverified, '/verify?redirect=%2Fauth%2Flogin'],
    ['/verify', '', anonymousUnverified, null],
    ['/404', '', anonymousUnverified, null],
    ['/maintain', '?from=%2Fmy', anonymousUnverified, null],
    ['/VERIFY', '', anonymousUnverified, null],
    ['/no/such/page', '', anonymousUnverified, '/verify?redirect=%2Fno%2Fsuch%2Fpage'],
    ['/my', '', staleMember, '/verify?redirect=%2Fmy'],
    ['/my', '', flagWithoutHour, '/verify?redirect=%2Fmy'],
    ['/my', '', hourWithoutFlag, '/verify?redirect=%2Fmy'],
    ['/', '', anonymousVerified, '/auth/login'],
    ['/my/ledgerRecord', '', anonymousVerified, '/auth/login?redirect=%2Fmy%2FledgerRecord'],
    ['/customer', '', anonymousVerified, '/auth/login?redirect=%2Fcustomer'],
    ['/auth/login', '', anonymousVerified, null],
    ['/auth/reset', '', anonymousVerified, null],
    ['/Auth/Register', '', anonymousVerified, null],
    ['/auth/login/', '', anonymousVerified, null],
    ['/verify', '', anonymousVerified, null],
    ['/maintain', '', anonymousVerified, null],
    ['/404', '', anonymousVerified, null],
    ['/', '', member, null],
    ['/my/ledgerRecord', '', member, null],
    ['/auth/login', '', member, null],
    ['/no/such/page', '', member, null],
  ] as const)('%s%s with %o → %s', (path, search, state, expected) => {
    expect(decideGate(path, search, state, HOUR)).toBe(expected);
  });

  it('sends a member back to /verify when the hour turns', () => {
    expect(decideGate('/my', '', member, HOUR)).toBeNull();
    expect(decideGate('/my', '', member, HOUR + 1)).toBe('/verify?redirect=%2Fmy');
  });

  it('sends to plain /auth/login after an explicit logout', () => {
    expect(decideGate('/my/setting', '', { ...anonymousVerified, signedOut: true }, HOUR)).toBe('/auth/login');
    expect(decideGate('/my/setting', '', { ...anonymousVerified, signedOut: false }, HOUR)).toBe(
      '/auth/login?redirect=%2Fmy%2Fsetting',
    );
  });
});
