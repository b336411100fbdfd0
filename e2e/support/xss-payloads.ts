/**
 * The XSS corpus of the hostile-input tests (measurement-notes 4): script
 * tags, event handlers, javascript:/data: URLs, SVG, encoded and broken
 * markup, CSS, template-looking strings and attribute breakouts.
 *
 * Every payload that could run reports its own id through the canary of
 * xss.spec.ts: `window.__xss = '<id>'` (a setter records it) or
 * `alert('<id>')` (replaced by a counter), so a failure names the payload.
 * The id is put in with `withId`, which also base64-encodes where a payload
 * needs it.
 */

export interface XssPayload {
  /** p01…: what the canary records when this payload runs. */
  id: string;
  /** The text written into server content (and typed into inputs). */
  text: string;
}

/** The id marker in the templates below. */
const ID = '§ID§';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * Templates; `§ID§` becomes the payload's id. A function gets the id when
 * the payload needs it encoded.
 */
const TEMPLATES: ReadonlyArray<string | ((id: string) => string)> = [
  // Script tags
  `<script>window.__xss='${ID}'</script>`,
  `<script>alert('${ID}')</script>`,
  `<SCRIPT SRC="data:text/javascript,window.__xss='${ID}'"></SCRIPT>`,
  `<script src=//127.0.0.1:1/${ID}.js></script>`,
  `<<script>window.__xss='${ID}'//<</script>`,
  `<scr<script>ipt>window.__xss='${ID}'</scr</script>ipt>`,
  `</script><script>window.__xss='${ID}'</script>`,
  `<img """><script>window.__xss='${ID}'</script>">`,
  // Event handlers
  `<img src=x onerror="window.__xss='${ID}'">`,
  `<IMG SRC=x OnErRoR=alert('${ID}')>`,
  `<img src=x onerror="&#119;indow.__xss='${ID}'">`,
  (id) => `<img src=x onerror="eval(atob('${b64(`window.__xss='${id}'`)}'))">`,
  `<img src=x onerror="window['__x'+'ss']='${ID}'">`,
  `<img src=x onerror=window.__xss='${ID}'`,
  `<svg onload="window.__xss='${ID}'">`,
  `<svg/onload=window.__xss='${ID}'>`,
  `<audio src=x onerror="window.__xss='${ID}'">`,
  `<video src=x onerror="window.__xss='${ID}'"></video>`,
  `<video><source src=x onerror="window.__xss='${ID}'"></video>`,
  `<details open ontoggle="window.__xss='${ID}'"><summary>详情</summary></details>`,
  `<body onload="window.__xss='${ID}'">`,
  `<iframe onload="window.__xss='${ID}'"></iframe>`,
  `<input autofocus onfocus="window.__xss='${ID}'">`,
  `<select autofocus onfocus="window.__xss='${ID}'"></select>`,
  `<textarea autofocus onfocus="window.__xss='${ID}'"></textarea>`,
  `<div tabindex=0 autofocus onfocus="window.__xss='${ID}'">焦点</div>`,
  `<marquee onstart="window.__xss='${ID}'">滚动</marquee>`,
  `<x onclick="alert('${ID}')">自定义标签</x>`,
  `<picture><source srcset=x><img src=x onerror="window.__xss='${ID}'"></picture>`,
  // javascript: and data: URLs in href, src, formaction, data
  `<a href="javascript:window.__xss='${ID}'">链接</a>`,
  `<a href="JaVaScRiPt:alert('${ID}')">链接</a>`,
  `<a href="jav&#x09;ascript:alert('${ID}')">链接</a>`,
  `<a href="&#106;avascript:alert('${ID}')">链接</a>`,
  (id) =>
    `<a href="data:text/html;base64,${b64(`<script>alert('${id}')</script>`)}">链接</a>`,
  `<a href="vbscript:msgbox('${ID}')">链接</a>`,
  `<iframe src="javascript:parent.__xss='${ID}'"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss='${ID}'</script>"></iframe>`,
  `<form><button formaction="javascript:window.__xss='${ID}'">提交</button></form>`,
  `<object data="javascript:window.__xss='${ID}'"></object>`,
  `<embed src="javascript:window.__xss='${ID}'">`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__xss='${ID}'">`,
  `<base href="javascript:alert('${ID}')//">`,
  // SVG
  `<svg><script>window.__xss='${ID}'</script></svg>`,
  `<svg><animate onbegin="window.__xss='${ID}'" attributeName=x dur=1s></animate></svg>`,
  `<svg><set onbegin="window.__xss='${ID}'" attributeName=x to=1></set></svg>`,
  `<svg><a xlink:href="javascript:alert('${ID}')"><text x=20 y=20>点击</text></a></svg>`,
  `<svg><foreignObject><img src=x onerror="window.__xss='${ID}'"></foreignObject></svg>`,
  // Mutation XSS and parser differentials
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='${ID}'">`,
  `<noscript><p title="</noscript><img src=x onerror=window.__xss='${ID}'>">`,
  `<xmp><img src=x onerror="window.__xss='${ID}'"></xmp>`,
  `<template><img src=x onerror="window.__xss='${ID}'"></template>`,
  // CSS
  `<div style="background:url(javascript:window.__xss='${ID}')">样式</div>`,
  `<div style="width:expression(window.__xss='${ID}')">表达式</div>`,
  `<style>*{background:url("javascript:alert('${ID}')")}</style>`,
  `<style>@import 'javascript:alert("${ID}")';</style>`,
  `<link rel=stylesheet href="javascript:alert('${ID}')">`,
  // Attribute and element breakouts
  `"><img src=x onerror="window.__xss='${ID}'">`,
  `'><svg onload="window.__xss='${ID}'">`,
  `" autofocus onfocus="window.__xss='${ID}'" x="`,
  `' autofocus onfocus='window.__xss="${ID}"' x='`,
  `</title><script>window.__xss='${ID}'</script>`,
  `</textarea><img src=x onerror="window.__xss='${ID}'">`,
  `</style><img src=x onerror="window.__xss='${ID}'">`,
  // Template-looking strings (must stay literal text)
  `{{constructor.constructor('window.__xss="${ID}"')()}}`,
  `\${window.__xss='${ID}'}`,
  `<%= window.__xss='${ID}' %>`,
  `#{window.__xss='${ID}'} {{7*7}}`,
  // Already-encoded text (a double decode would turn it into markup)
  `&lt;img src=x onerror="window.__xss='${ID}'"&gt;`,
  `%3Cimg%20src%3Dx%20onerror%3D%22window.__xss%3D'${ID}'%22%3E`,
  `\\u003cimg src=x onerror=\\u0022window.__xss='${ID}'\\u0022\\u003e`,
  // Unicode: RTL override and zero-width characters around markup
  `\u202E<img src=x onerror="window.__xss='${ID}'">\u202C`,
  `\u200B<svg\u200Bonload="window.__xss='${ID}'">`,
  // Bare URLs (for fields that end up in href/src)
  `javascript:window.__xss='${ID}'`,
  `data:text/html,<script>parent.__xss='${ID}'</script>`,
];

function withId(
  template: string | ((id: string) => string),
  id: string,
): string {
  return typeof template === 'function'
    ? template(id)
    : template.replaceAll(ID, id);
}

export const XSS_PAYLOADS: readonly XssPayload[] = TEMPLATES.map(
  (template, index) => {
    const id = `p${String(index + 1).padStart(2, '0')}`;
    return { id, text: withId(template, id) };
  },
);

/** URLs that must never reach an href or src as they are (ids u1…). */
export const HOSTILE_URLS: readonly XssPayload[] = [
  `javascript:window.__xss='u1'`,
  ` JavaScript:alert('u2')`,
  `data:text/html;base64,${b64(`<script>alert('u3')</script>`)}`,
  `vbscript:msgbox('u4')`,
  `java\tscript:window.__xss='u5'`,
].map((text, index) => ({ id: `u${index + 1}`, text }));

/** Every payload in one string (what the positive control uses). */
export function corpusHtml(): string {
  return XSS_PAYLOADS.map((p) => p.text).join('\n');
}
