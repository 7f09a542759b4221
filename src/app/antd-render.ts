import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = Element & { __appRoot?: Root };

/** antd-mobile's imperative Toast and Dialog render through this on React 19 (it defaults to React 18's render). */
export function setUpAntdRender(): void {
  unstableSetRender((node, element) => {
    const container = element as Container;
    const root = (container.__appRoot ??= createRoot(container));
    root.render(node);
    return async () => {
      await Promise.resolve();
      root.unmount();
      delete container.__appRoot;
    };
  });
}
