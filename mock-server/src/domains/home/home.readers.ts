/** What other domains read of the home page's content. */
import { inTenant } from '../../platform/tenancy';
import type { Article, HomeCollections } from './home.records';

/** The tenant's articles, in stored order. */
export function tenantArticles(
  state: Pick<HomeCollections, 'articles'>,
  tenantId: string,
): Article[] {
  return state.articles.filter(inTenant(tenantId));
}
