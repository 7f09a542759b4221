import 'fake-indexeddb/auto';
import { initI18n } from '../../src/lib/i18n/i18n';

await initI18n();
