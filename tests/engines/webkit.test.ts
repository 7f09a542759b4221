import { mainPath } from './main-path';

mainPath('webkit');
