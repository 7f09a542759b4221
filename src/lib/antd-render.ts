import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __appRoot?: Root };
let done = false;

/**
 * antd-mobile's imperative Toast and Dialog render through this on React 19 (they default to React 18's
 * render). Loaded by lib/antd-imperative, so no page loads it before it shows a toast or a dialog.
 */
export function setUpAntdRender(): void {
  if (done) return;
  done = true;
  unstableSetRender(renderWithRoot);
}

/** Renders into the container's own React 19 root; the returned function unmounts it. */
export const renderWithRoot: Parameters<typeof unstableSetRender>[0] = (node, element) => {
  const container = element as Container;
  const root = (container.__appRoot ??= createRoot(container));
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
    delete container.__appRoot;
  };
};
