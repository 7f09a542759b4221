import 'fake-indexeddb/auto';
import { setUpAntdRender } from '../../src/lib/antd-render';
import { i18next, initI18n, NAMESPACES } from '../../src/lib/i18n/i18n';

// antd-mobile's Toast and Dialog render through React 19 roots as in the app, so tests need not mock them.
// Tests import antd-mobile's es/ files as the app does: the package root is its CommonJS build, a second
// copy of everything that took most of each test file's setup time.
setUpAntdRender();
// The app starts in the browser's language when it is one of its own (happy-dom's is en-US); tests read zh-Hant.
Object.defineProperty(navigator, 'languages', { value: ['zh-TW'], configurable: true });
await initI18n();
// Screens load their catalog with their route; components under test get every catalog up front.
await i18next.loadNamespaces([...NAMESPACES]);

// The member app's data client runs, as once a member screen has read (src/lib/query/member-client.ts). Loaded
// once the test file's own mocks are in place: a test may mock what the client's plug-ins import.
const memberClient = async () => (await import('../../src/lib/query/member-client')).memberClient;
beforeAll(async () => (await memberClient()).start());
// Each test starts with nothing cached: a screen shows what its own fake API answers.
afterEach(async () => (await memberClient()).cache.clear());

// A test reaches a server only through its own fake API (support/fake-api.ts). A read or the event stream still
// running after its test, the fake gone, is refused here at once, not by a connection to happy-dom's origin.
// Assigned, not stubbed: the tests' vi.unstubAllGlobals() restores this rather than the real fetch.
globalThis.fetch = () => Promise.reject(new TypeError('unit tests reach no network'));

// The unit pool runs each file in a VM context with happy-dom's globals, which lack the text streams every browser
// has (the event stream reads its body through one): Node's, as the forked pool had them.
if (!('TextDecoderStream' in globalThis)) {
  const { TextDecoderStream } = await import('node:stream/web');
  Object.assign(globalThis, { TextDecoderStream });
}
