import { openDatabase } from './db/client';
import { loadSettings } from './settings';

/** `npm run db:migrate`: apply the migrations and exit, for deploys that migrate before starting instances. */
const database = await openDatabase(loadSettings());
await database.close();
console.log('migrations applied');
