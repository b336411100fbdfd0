// The async boundary: shared modules are negotiated before bootstrap runs.
// Named: index.html preloads its chunks (tools/build/boot-preload-plugin.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
