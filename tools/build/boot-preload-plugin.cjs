// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Adds `<link rel="preload" as="script">` to the shell's index.html for the
 * chunks behind its async boundary (`import('./bootstrap')`, named
 * `bootstrap`). Without it the browser learns of them only once main.js
 * has downloaded and run: one more round trip on the critical path of
 * every first load (about 300 ms on a slow 4G phone).
 */
class BootPreloadPlugin {
  /** @param {string} chunkGroup the webpackChunkName of the boundary's import */
  constructor(chunkGroup = 'bootstrap') {
    this.chunkGroup = chunkGroup;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'BootPreloadPlugin',
        (data) => {
          const group = compilation.namedChunkGroups.get(this.chunkGroup);
          // A build without the boundary (the bench's single bundle) has
          // nothing to preload; first-load-budget.spec.ts checks the shell's.
          if (!group) return data;
          const base = String(compilation.outputOptions.publicPath ?? '');
          const files = group.chunks
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'));
          data.headTags.push(
            ...files.map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${base}${file}`,
              }),
            ),
          );
          return data;
        },
      );
    });
  }
}

module.exports = { BootPreloadPlugin };
