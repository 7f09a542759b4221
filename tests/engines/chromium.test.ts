import { mainPath } from './main-path';

mainPath('chromium');
