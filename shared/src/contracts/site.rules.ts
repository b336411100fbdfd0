/**
 * The tenant capabilities of the site configuration (site.ts): the values
 * each field may take, what a missing field means, and the check both sides
 * apply to what they read (the portal to the subsite answer, the mock
 * backend to a tenant added at run time).
 */
import type {
  HeaderMenuLayout,
  PasswordPrompt,
  TenantCapabilities,
} from './site';

export const PASSWORD_PROMPTS: readonly PasswordPrompt[] = [
  'forced-dialog',
  'reminder',
  'none',
];

export const HEADER_MENU_LAYOUTS: readonly HeaderMenuLayout[] = [
  'standard',
  'classes-second',
  'without-classes',
];

/**
 * "No capability": what a tenant does when its site configuration does not
 * say (an older backend, or a field added after it): total and compulsory
 * hours, the password reminder (the rule of every tenant that is not an
 * exception, seed-spec 4), no filing link, the standard header menu.
 */
export const NO_CAPABILITIES: Readonly<TenantCapabilities> = Object.freeze({
  splitHours: false,
  passwordPrompt: 'reminder',
  filingLink: false,
  headerMenu: 'standard',
});

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

const CHECKS: {
  [K in keyof TenantCapabilities]: (
    value: unknown,
  ) => value is TenantCapabilities[K];
} = {
  splitHours: (value): value is boolean => typeof value === 'boolean',
  passwordPrompt: oneOf(PASSWORD_PROMPTS),
  filingLink: (value): value is boolean => typeof value === 'boolean',
  headerMenu: oneOf(HEADER_MENU_LAYOUTS),
};

export const CAPABILITY_NAMES = Object.keys(
  CHECKS,
) as (keyof TenantCapabilities)[];

/**
 * The capabilities `raw` states validly: unknown fields and values of the
 * wrong kind are left out (they then count as not sent).
 */
export function readCapabilities(raw: unknown): Partial<TenantCapabilities> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const source = raw as Record<string, unknown>;
  const read: Partial<Record<keyof TenantCapabilities, unknown>> = {};
  for (const name of CAPABILITY_NAMES) {
    const value = source[name];
    if (Object.hasOwn(source, name) && CHECKS[name](value)) read[name] = value;
  }
  return read as Partial<TenantCapabilities>;
}

/** Why `raw` is not a valid (partial) capabilities object, or null. */
export function capabilitiesProblem(raw: unknown): string | null {
  if (raw === undefined) return null;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return 'capabilities必须是对象';
  for (const [name, value] of Object.entries(raw)) {
    if (!Object.hasOwn(CHECKS, name)) return `未知的能力${name}`;
    if (!CHECKS[name as keyof TenantCapabilities](value))
      return `能力${name}的值无效`;
  }
  return null;
}
