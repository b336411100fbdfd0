/** What other domains read of the topics and columns. */
import { inTenant } from '../../platform/tenancy';
import type {
  ColumnRecord,
  SpecialTopicRecord,
  SpecialTopicsCollections,
} from './special-topics.records';

/** The tenant's special topics, in stored order. */
export function tenantTopics(
  state: Pick<SpecialTopicsCollections, 'specialTopics'>,
  tenantId: string,
): SpecialTopicRecord[] {
  return state.specialTopics.filter(inTenant(tenantId));
}

/** The tenant's columns, in stored order. */
export function tenantColumns(
  state: Pick<SpecialTopicsCollections, 'columns'>,
  tenantId: string,
): ColumnRecord[] {
  return state.columns.filter(inTenant(tenantId));
}
