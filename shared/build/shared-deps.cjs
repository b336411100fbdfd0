// @ts-check
/**
 * The one shared-dependency definition every app (shell and remotes) uses.
 * Everything listed is a Module Federation singleton so the page holds one
 * React, one router, one jotai store, one antd theme and one copy of
 * @portal/shared. Prefix keys (ending in '/') share sub-path imports such as
 * react-dom/client or react/jsx-runtime; without them each app would bundle
 * its own renderer.
 *
 * @ant-design/icons is left out on purpose: sharing its root would ship
 * every icon, and sharing its sub-paths turns each icon into its own request.
 * antd bundles the icons it needs; an app's own icons are a few KB.
 */

/** Libraries shared as singletons, with and without their sub-paths. */
const SINGLETON_LIBRARIES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'jotai',
  'antd',
  '@ant-design/cssinjs',
  '@portal/shared',
  'single-spa-react',
];

/**
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 */
function sharedDependencies(dependencies) {
  /** @type {Record<string, { singleton: true; requiredVersion: string | false }>} */
  const shared = {};
  const add = (/** @type {string} */ key, /** @type {string} */ lib) => {
    shared[key] = {
      singleton: true,
      requiredVersion: dependencies[lib] ?? false,
    };
  };
  for (const lib of SINGLETON_LIBRARIES) {
    add(lib, lib);
    add(`${lib}/`, lib);
  }
  return shared;
}

module.exports = {
  SINGLETON_LIBRARIES,
  sharedDependencies,
};
