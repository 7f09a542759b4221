import 'fake-indexeddb/auto';
import { unstableSetRender } from 'antd-mobile';
import { renderWithRoot, setUpAntdRender } from '../../src/lib/antd-render';
import { i18next, initI18n, NAMESPACES } from '../../src/lib/i18n/i18n';

// antd-mobile's Toast and Dialog render through React 19 roots as in the app, so tests need not mock them.
// Node resolves `antd-mobile` to its CommonJS build, a second copy beside the es/ files lib imports: set both.
setUpAntdRender();
unstableSetRender(renderWithRoot);
await initI18n();
// Screens load their catalog with their route; components under test get every catalog up front.
await i18next.loadNamespaces([...NAMESPACES]);
