import type { ComponentType } from 'react';
import type { Namespace } from '../lib/i18n/i18n';
import type { Layout } from '../../contract/routes';

export type { Layout };
/** What every page receives from its route: the key of its title (the pages of one kind show it). */
export interface PageProps {
  titleKey: string;
}
export type PageModule = Promise<{ default: ComponentType<PageProps> }>;
export interface RouteMeta {
  path: string;
  layout: Layout;
  /** key in the `common` namespace: the document title */
  titleKey: string;
  page: () => PageModule;
  /** the catalogs the page needs (all of them: one missing would hold back its first render); they load with it */
  ns: Namespace | Namespace[];
}

/** One route of the table (contract/routes.ts, as virtual:routes writes it). */
export const r = (path: string, layout: Layout, titleKey: string, page: () => PageModule, ns: RouteMeta['ns']) => ({
  path,
  layout,
  titleKey,
  page,
  ns,
});

/** One page for every kind of a screen: the route table names the kind, the page takes it as a prop. */
export function ofKind<P extends object>(load: () => Promise<{ default: ComponentType<P & PageProps> }>, props: P) {
  return async (): PageModule => {
    const { default: Page } = await load();
    return { default: (route: PageProps) => <Page {...props} {...route} /> };
  };
}
