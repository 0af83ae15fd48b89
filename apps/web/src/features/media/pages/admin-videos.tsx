import { pages } from '@club/shared/pages';
import { VideoView } from '../components/video-view.tsx';

/** /admin/video and /admin/video/{spot_id}/{member_id}: the video list with deletion of any video. */
export default function AdminVideosPage() {
  return <VideoView admin base={pages.admin.video.to()} />;
}
