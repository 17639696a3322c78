import type { Plugin } from 'vite';

/**
 * Treats the matching modules as free of side effects, whatever their package says: imported for nothing they
 * export, they are left out of the bundle; imported for something, they are bundled as they are.
 *
 * antd-mobile marks its index as having side effects (it imports its global styles, which main.tsx imports
 * itself), so one `import { Button } from 'antd-mobile'` evaluated every component the index re-exports that has
 * a stylesheet (Toast, Mask, Popup, Dialog… with react-spring) and put them in the first load.
 */
export function sideEffectFree(pattern: RegExp): Plugin {
  return {
    name: 'crossbay:side-effect-free',
    apply: 'build',
    moduleParsed(info) {
      if (!pattern.test(info.id)) return;
      const module = this.getModuleInfo(info.id);
      if (module) module.moduleSideEffects = false;
    },
  };
}
