import { pages } from '@club/shared/pages';
import { GalleryView } from '../components/gallery-view.tsx';

/** /admin/galerie and /admin/galerie/{spot_id}/{member_id}: the gallery with deletion of any picture. */
export default function AdminGalleryPage() {
  return <GalleryView admin base={pages.admin.gallery.to()} />;
}
