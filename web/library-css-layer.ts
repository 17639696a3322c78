import type { Plugin } from 'postcss';

/**
 * Puts every stylesheet that comes from node_modules (antd-mobile's, nprogress's) into `@layer base`, where
 * the app's reset also lives. The app's own rules sit in later layers (globals, shared: ui/tokens.css) or in
 * none, so they win over a library rule whatever order the stylesheets arrive in. Without the layer the
 * order decided: a screen whose CSS chunk loaded before the chunk that brought antd-mobile's Tabs lost to it
 * (`.adm-tabs { position: relative }` undid the order list's sticky tabs after checkout and pushed them
 * 52 px down over the first order).
 */
export const libraryCssLayer: Plugin = {
  postcssPlugin: 'library-css-layer',
  Once(root, { AtRule }) {
    const file = root.source?.input.file ?? '';
    if (!file.split(/[\\/]/).includes('node_modules')) return;
    // @charset and @import must stay first and outside any layer.
    const rules = root.nodes.filter(
      (node) => !(node.type === 'atrule' && /^(charset|import)$/i.test(node.name)),
    );
    if (rules.length === 0) return;
    root.append(new AtRule({ name: 'layer', params: 'base' }).append(rules));
  },
};
