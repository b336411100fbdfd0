// @ts-check
const path = require('node:path');
const esbuild = require('esbuild');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Compiles one small script outside Module Federation and puts it in the
 * shell's index.html ahead of main.js (both deferred, so it runs first and
 * as soon as it arrives). A webpack entry would not do: the federation
 * plugin gives every entry its runtime and the eager shared modules, which
 * made this 300-byte script as heavy as main.js.
 */
class EarlyScriptPlugin {
  /** @param {string} entry absolute path of the script's source */
  constructor(entry) {
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const minify = compiler.options.mode === 'production';
    compiler.hooks.thisCompilation.tap('EarlyScriptPlugin', (compilation) => {
      /** @type {string | null} */
      let emitted = null;
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'EarlyScriptPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          const result = await esbuild.build({
            entryPoints: [this.entry],
            bundle: true,
            write: false,
            format: 'iife',
            target: 'es2020',
            minify,
            metafile: true,
            logLevel: 'silent',
          });
          const [output] = result.outputFiles;
          if (!output) throw new Error(`${this.entry}: esbuild wrote nothing`);
          const code = Buffer.from(output.contents);
          const hash = webpack.util
            .createHash('xxhash64')
            .update(code)
            .digest('hex')
            .slice(0, 10);
          const name = path.basename(this.entry).replace(/\.[cm]?tsx?$/, '');
          emitted = `${name}.${hash}.js`;
          compilation.emitAsset(emitted, new webpack.sources.RawSource(code), {
            immutable: true,
          });
          // Rebuilt by the dev server when one of its sources changes.
          for (const input of Object.keys(result.metafile.inputs))
            compilation.fileDependencies.add(path.resolve(input));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'EarlyScriptPlugin',
        (data) => {
          if (!emitted) return data;
          const base = String(compilation.outputOptions.publicPath ?? '');
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              defer: true,
              src: `${base}${emitted}`,
            }),
          );
          return data;
        },
      );
    });
  }
}

module.exports = { EarlyScriptPlugin };
