// What the layouts hosting antd-mobile screens need, once: its base styles and variables, and the keyboard
// bridge for its controls. /verify and the status pages do without both.
import 'antd-mobile/es/global';
import { installKeyboardBridge } from '../keyboard-bridge';

installKeyboardBridge(document.body);
