// The async boundary: shared modules are negotiated before bootstrap runs.
// Named: index.html preloads its chunks (shared/build/boot-preload-plugin.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
