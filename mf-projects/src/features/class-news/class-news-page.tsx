import { ClassPostsPage } from '../class-notices/class-post-list';
import { fetchClassNews } from '../class-notices/class-posts.api';

/** /projectDetailBjdt?id= */
export function ClassNewsPage() {
  return <ClassPostsPage title="班级动态" loader={fetchClassNews} />;
}
