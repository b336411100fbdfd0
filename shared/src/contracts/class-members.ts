/** Members of a class (POST /api/portal/tbtp/queryTbtpMember, visitors too). */

export interface ClassMember {
  id: string;
  /** Partly masked (张*丰) for a visitor. */
  name: string;
  orgName: string;
  role: '学员' | '班长' | '副班长' | '学习委员';
  enrolledAt: string;
}
