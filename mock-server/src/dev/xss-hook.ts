/**
 * Development hook of the hostile-input tests (e2e/tests/robustness/xss.spec.ts):
 * writes XSS payloads into every server text the portal renders, for one
 * tenant. Mounted only with the other development hooks; POST /__reset
 * restores the seed.
 */
import type { Application } from 'json-server';

import type { AppContext } from '../platform/context';
import { HttpError, ok, params, route } from '../platform/http';
import { type Collection, writeRenderedText } from '../platform/rendered-text';
import {
  inTenant,
  TENANT_IDS,
  type TenantId,
  type TenantScoped,
} from '../platform/tenancy';
import { RENDERED_TEXT } from './rendered-text';

interface XssPayloadInput {
  id: string;
  text: string;
}

/** Markers around rich text, so a test can tell the text is still shown. */
export const RICH_TEXT_START = '富文本开始';
export const RICH_TEXT_END = '富文本结束';

const LIMITS = { maxPayloads: 200, maxChars: 2000 };

function readPayloads(raw: unknown, name: string): XssPayloadInput[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > LIMITS.maxPayloads) {
    throw new HttpError(400, `参数${name}必须是不超过200项的数组`);
  }
  return raw.map((item: unknown) => {
    const p = item as Partial<XssPayloadInput> | null;
    if (
      typeof p !== 'object' ||
      p === null ||
      typeof p.id !== 'string' ||
      typeof p.text !== 'string' ||
      p.text.length > LIMITS.maxChars
    ) {
      throw new HttpError(400, `参数${name}的每一项必须是{id, text}`);
    }
    return { id: p.id, text: p.text };
  });
}

/**
 * Where the payloads went: place → one entry per record written, with the
 * record's id and the payload's id ('*' for rich text holding all).
 */
export type XssManifest = Record<
  string,
  { recordId: string; payloadId: string }[]
>;

/**
 * Writes the payloads into the tenant's texts (every declared place, see
 * ./rendered-text.ts): plain text round robin over the records, each place
 * starting 7 payloads after the one before; rich text gets all payloads at
 * once; links get the hostile URLs, round robin. Returns the manifest.
 */
export function injectXss(
  ctx: AppContext,
  tenantId: TenantId,
  payloads: readonly XssPayloadInput[],
  urls: readonly XssPayloadInput[],
): XssManifest {
  const state = ctx.store.state() as unknown as Record<
    Collection,
    TenantScoped[]
  >;
  // A fresh seed may share nested objects between records (one survey's
  // items with another's): every collection written is copied first, so
  // each record gets its own payload.
  for (const key of new Set(RENDERED_TEXT.map((d) => d.collection))) {
    // Through JSON: structuredClone would keep the shared references.
    state[key] = JSON.parse(JSON.stringify(state[key])) as TenantScoped[];
  }
  const manifest: XssManifest = {};
  if (payloads.length === 0) return manifest;
  const rich: XssPayloadInput = {
    id: '*',
    text:
      `<p>${RICH_TEXT_START}</p>` +
      payloads.map((p) => p.text).join('<br>') +
      `<p>${RICH_TEXT_END}</p>`,
  };
  let offset = 0;
  for (const declaration of RENDERED_TEXT) {
    const { kind } = declaration;
    if (kind === 'link' && urls.length === 0) continue;
    let rows: object[] = state[declaration.collection].filter(
      inTenant(tenantId),
    );
    if (declaration.onePerTenant) {
      if (rows.length === 0) continue;
      rows = rows.slice(0, 1);
    }
    const holders = declaration.select ? declaration.select(rows) : rows;
    const start = offset;
    if (kind === 'plain') offset += 7;
    const entries = (manifest[declaration.place] ??= []);
    holders.forEach((holder, index) => {
      const payload =
        kind === 'plain'
          ? payloads[(start + index) % payloads.length]
          : kind === 'link'
            ? urls[index % urls.length]
            : rich;
      if (!payload) return;
      writeRenderedText(declaration, holder, payload.text);
      entries.push({
        recordId: declaration.recordId(holder),
        payloadId: payload.id,
      });
    });
  }
  ctx.store.write();
  return manifest;
}

export function registerDevXssRoutes(app: Application, ctx: AppContext): void {
  if (!ctx.dev) return;
  // POST /__dev/xss {tenantId, payloads: [{id, text}], urls?: [{id, text}]}:
  // writes the payloads into the tenant's texts, answers where they went
  route(app, '/__dev/xss', ['POST'], (req, res) => {
    const input = params(req);
    const tenantId = input.tenantId;
    if (
      typeof tenantId !== 'string' ||
      !(TENANT_IDS as readonly string[]).includes(tenantId)
    ) {
      throw new HttpError(
        400,
        `参数tenantId必须是${TENANT_IDS.join('、')}之一`,
      );
    }
    const payloads = readPayloads(input.payloads, 'payloads');
    if (payloads.length === 0) throw new HttpError(400, '缺少参数payloads');
    const urls = readPayloads(input.urls, 'urls');
    const manifest = injectXss(ctx, tenantId as TenantId, payloads, urls);
    const places = Object.keys(manifest).filter(
      (place) => (manifest[place]?.length ?? 0) > 0,
    );
    ctx.log(`mock backend: XSS payloads written to ${places.length} places`);
    ok(res, { places, manifest }, `已写入${places.length}处`);
  });
}
