import { pages } from '@club/shared/pages';
import { GalleryView } from '../components/gallery-view.tsx';

/** /galerie and /galerie/{spot_id}/{member_id}. */
export default function GalleryPage() {
  return <GalleryView admin={false} base={pages.gallery.to()} />;
}
