import { ClassPostsPage } from './class-post-list';
import { fetchClassNotices } from './class-posts.api';

/** /classNotice?id= */
export function ClassNoticePage() {
  return <ClassPostsPage title="班级通知" loader={fetchClassNotices} />;
}
