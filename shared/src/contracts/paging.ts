/** The envelope and the page every backend answer uses (docs/api.md, "Common rules"). */

/**
 * The envelope every JSON answer uses, except the academy lookup (rdrZWY)
 * and the dictionaries, which answer their own shapes.
 */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data?: T;
}

/** A page of a list; `pagenum` is 0-based. */
export interface Page<T> {
  datalist: T[];
  pagenum: number;
  pagesize: number;
  totalelements: number;
  totalpages: number;
}
