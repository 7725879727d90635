import { Image } from '../../ui/Image';
import * as styles from './ProductGallery.css';

export interface GalleryImage {
  readonly databaseId: number;
  readonly sourceUrl: string | null | undefined;
  readonly altText: string | null | undefined;
}

/** The large image's box: 640 px intrinsic, laid out by these `sizes`. */
export const MAIN_WIDTH = 640;
export const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, calc(100vw - 32px)';

/** One large image of the gallery; the first is the page's LCP and loads at high priority. */
export function MainImage({
  image,
  first,
  name,
}: {
  image: GalleryImage | undefined;
  first: boolean;
  name: string;
}) {
  return (
    <Image
      src={image?.sourceUrl}
      alt={image?.altText || name}
      width={MAIN_WIDTH}
      height={MAIN_WIDTH}
      sizes={MAIN_SIZES}
      priority={first}
      className={styles.image}
      draggable={false}
    />
  );
}
