/**
 * The single-bundle build's stand-in for '@module-federation/enhanced/runtime'
 * (bench/monolith/webpack.config.cjs aliases it). The shell keeps calling
 * loadRemote('mf_home/spa') and the like; here each exposed module is a lazy
 * chunk of the same bundle instead of a federated container. It exists only
 * so `npm run bench` can measure what federation costs; the portal itself
 * never uses it.
 */
import type { PortalRoute } from '@portal/shared/types';

/** Every module a remote exposes, by federation id ('<container>/<expose>'). */
const EXPOSED: Record<string, () => Promise<unknown>> = {
  'mf_home/spa': () => import('../../mf-home/src/spa'),
  'mf_personal_center/spa': () => import('../../mf-personal-center/src/spa'),
  'mf_projects/spa': () => import('../../mf-projects/src/spa'),
  'mf_exams/spa': () => import('../../mf-exams/src/spa'),
  'mf_exams/exam-runner': () => import('../../mf-exams/src/exam-runner'),
  'mf_admin_entry/spa': () => import('../../mf-admin-entry/src/spa'),
  'mf_admin_entry/entry': () => import('../../mf-admin-entry/src/entry'),
};

/** Route manifests by container name: small data modules, bundled eagerly. */
export const ROUTE_MANIFESTS: Record<
  string,
  () => Promise<{ default: PortalRoute[] }>
> = {
  mf_home: () => import('../../mf-home/src/routes'),
  mf_personal_center: () => import('../../mf-personal-center/src/routes'),
  mf_projects: () => import('../../mf-projects/src/routes'),
  mf_exams: () => import('../../mf-exams/src/routes'),
  mf_admin_entry: () => import('../../mf-admin-entry/src/routes'),
};

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = EXPOSED[id];
  if (!load) throw new Error(`单包构建中没有 ${id}`);
  return (await load()) as T;
}

/** Remote locations mean nothing when every remote is in the bundle. */
export function registerRemotes(): void {}

/** Fetches the lazy chunks of the exposed modules, as the federated preload does. */
export async function preloadRemote(
  options: { nameOrAlias: string; exposes?: string[] }[],
): Promise<void> {
  await Promise.all(
    options.flatMap(({ nameOrAlias, exposes = [] }) =>
      exposes.map((expose) =>
        EXPOSED[`${nameOrAlias}/${expose.replace(/^\.\//, '')}`]?.(),
      ),
    ),
  );
}
