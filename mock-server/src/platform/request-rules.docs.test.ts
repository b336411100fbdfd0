/**
 * docs/api.md's request-rule table against the one rule
 * (shared/src/contracts/request-encoding.rules.ts) it copies.
 */
import fs from 'node:fs';
import path from 'node:path';

import { BODY_CONTENT_TYPES, JSON_BODY_CALLS } from '@portal/shared/contracts';
import { describe, expect, it } from 'vitest';

const DOCS = path.join(__dirname, '../../../docs/api.md');
const BEGIN = '<!-- request-rules:begin -->';
const END = '<!-- request-rules:end -->';

/** docs/api.md's request-rule table, as the rule above gives it. */
function requestRuleTable(): string {
  const contentType = (encoding: 'json' | 'form') =>
    `common, \`Content-Type: ${BODY_CONTENT_TYPES[encoding]}\``;
  const rows = [
    '| Method | Path | Encoding | Headers |',
    '|---|---|---|---|',
    '| GET | any | query string | common |',
    ...Object.entries(JSON_BODY_CALLS).map(
      ([path, reason]) =>
        `| POST | \`/api/${path}\` | JSON (${reason}) | ${contentType('json')} |`,
    ),
    `| POST | any other path under \`/api/\` | form | ${contentType('form')} |`,
    '| POST | `/logout` | empty | common, `FS-CK` and `token` |',
  ];
  return rows.join('\n');
}

describe('docs/api.md', () => {
  it('holds the request-rule table the rule gives', () => {
    const text = fs.readFileSync(DOCS, 'utf8');
    const begin = text.indexOf(BEGIN);
    const end = text.indexOf(END);
    expect(
      begin >= 0 && end > begin,
      `docs/api.md has no ${BEGIN} … ${END} section`,
    ).toBe(true);
    const documented = text.slice(begin + BEGIN.length, end).trim();
    expect(
      documented,
      'docs/api.md: the request-rule table differs from ' +
        'shared/src/contracts/request-encoding.rules.ts; put this between ' +
        `the markers:\n\n${requestRuleTable()}\n`,
    ).toBe(requestRuleTable());
  });
});
