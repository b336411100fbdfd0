/**
 * @portal/ukey-simulator: a stand-in for the vendor's local UKEY agent (the
 * simulated key, its WebSocket key service and development controls), its
 * key material, and a small Node client. The protocol itself is in
 * `@portal/shared/contracts` (ukey.ts).
 */
export * from './client';
export * from './pki';
export * from './simulator';
export * from './virtual-key';
