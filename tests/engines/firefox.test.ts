import { mainPath } from './main-path';

mainPath('firefox');
