import { pages } from '@club/shared/pages';
import { VideoView } from '../components/video-view.tsx';

/** /video and /video/{spot_id}/{member_id}. */
export default function VideosPage() {
  return <VideoView admin={false} base={pages.video.to()} />;
}
