import 'fake-indexeddb/auto';
import { i18next, initI18n, NAMESPACES } from '../../src/lib/i18n/i18n';

await initI18n();
// Screens load their catalog with their route; components under test get every catalog up front.
await i18next.loadNamespaces([...NAMESPACES]);
