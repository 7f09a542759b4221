/**
 * One of antd's imperative APIs (Toast, Dialog) with the React 19 render hook it needs, both fetched on first
 * use, so no page carries them on its first load.
 */
export async function loadImperative<T>(load: () => Promise<T>): Promise<T> {
  const [module, { setUpAntdRender }] = await Promise.all([load(), import('./antd-render')]);
  setUpAntdRender();
  return module;
}
