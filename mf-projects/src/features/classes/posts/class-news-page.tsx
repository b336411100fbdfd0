import { ClassPostsPage } from './class-post-list';
import { fetchClassNews } from './class-posts.api';

/** /projectDetailBjdt?id= */
export function ClassNewsPage() {
  return <ClassPostsPage title="班级动态" loader={fetchClassNews} />;
}
