import { paths } from '../../../config/paths.ts';
import { GalleryView } from '../components/gallery-view.tsx';

/** /galerie and /galerie/{spot_id}/{member_id}. */
export default function GalleryPage() {
  return <GalleryView admin={false} base={paths.gallery.to()} />;
}
