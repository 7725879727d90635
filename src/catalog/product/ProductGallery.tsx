import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductGallery_product$key } from '../../../__generated__/ProductGallery_product.graphql';
import type { ProductGallery_variation$key } from '../../../__generated__/ProductGallery_variation.graphql';
import { usePreloadImage } from '../../seo/HeadProvider';
import { Deferred } from '../../ui/Deferred';
import { deferredComponent } from '../../ui/deferredHydration';
import { MAIN_SIZES, MAIN_WIDTH, MainImage, type GalleryImage } from './GalleryImage';
import type { GalleryTabsProps } from './GalleryTabs';
import * as styles from './ProductGallery.css';
import { GALLERY_ID } from './productIds';

// The thumbnails' tab list (react-aria's Tabs and collections, 21 KB gzip). The server's HTML shows the first image
// and every thumbnail, and most visits never browse them: the code loads when the shopper reaches for the gallery
// (points at it, presses in it, tabs into it; src/ui/Deferred.tsx), and a press on a thumbnail or on previous/next
// before it is in is played again once it is. A chosen variation's own image needs the live gallery, so reaching for
// the product's options counts too (./VariationPicker.tsx). A product with one image renders no tabs and never
// downloads them.
const GalleryTabs = deferredComponent(() => import('./GalleryTabs'), 'GalleryTabs', {
  near: () => document.getElementById(GALLERY_ID),
  onIntent: true,
});

/** Lets the gallery's tabs load, where the page shows them: the shopper reached for the product's options. */
export function releaseGallery(): void {
  if (document.getElementById(GALLERY_ID)) GalleryTabs.release();
}

const productFragment = graphql`
  fragment ProductGallery_product on Product {
    name
    image {
      databaseId
      sourceUrl
      # eslint-disable-next-line relay/unused-fields -- read by MainImage (./GalleryImage) and the tabs
      altText
    }
    galleryImages(first: 20) {
      nodes {
        databaseId
        sourceUrl
        # eslint-disable-next-line relay/unused-fields -- read by MainImage (./GalleryImage) and the tabs
        altText
      }
    }
  }
`;

const variationFragment = graphql`
  fragment ProductGallery_variation on ProductUnion {
    image {
      databaseId
      sourceUrl
      # eslint-disable-next-line relay/unused-fields -- read by MainImage (./GalleryImage) and the tabs
      altText
    }
  }
`;

/** Spec 9: a product shows at most 20 gallery images besides its main image. */
const MAX_GALLERY_IMAGES = 20;

/** The main image (or the chosen variation's) first, then the gallery, without repeats. */
function galleryImages(
  main: GalleryImage | null | undefined,
  gallery: readonly GalleryImage[],
): GalleryImage[] {
  const seen = new Set<number>();
  const images: GalleryImage[] = [];
  for (const image of [main, ...gallery.slice(0, MAX_GALLERY_IMAGES)]) {
    if (!image || seen.has(image.databaseId)) continue;
    seen.add(image.databaseId);
    images.push(image);
  }
  return images;
}

/**
 * The product's images: one large image with previous/next buttons and swipe, and a row of thumbnails
 * that is a tab list (arrow keys move between images, ./GalleryTabs). Choosing a variation with its own image shows
 * it. A product with one image has just that image.
 */
export function ProductGallery({
  product,
  variation = null,
}: {
  product: ProductGallery_product$key;
  /** The chosen variation; its image replaces the main image. @default null */
  variation?: ProductGallery_variation$key | null;
}) {
  const data = useFragment(productFragment, product);
  const chosen = useFragment(variationFragment, variation);
  const lead = chosen?.image ?? data.image;
  const images = galleryImages(lead, data.galleryImages?.nodes ?? []);
  const name = data.name ?? '';

  const [selected, setSelected] = useState(0);
  // A newly chosen variation image is shown at once (state adjusted during render, no effect).
  const [shownLead, setShownLead] = useState(lead?.databaseId);
  if (shownLead !== lead?.databaseId) {
    setShownLead(lead?.databaseId);
    setSelected(0);
  }
  // The first large image is the page's LCP: preload exactly the candidates its <img> offers.
  usePreloadImage({ src: images[0]?.sourceUrl, width: MAIN_WIDTH, sizes: MAIN_SIZES });
  const count = images.length;
  const index = Math.min(selected, Math.max(count - 1, 0));

  const live: GalleryTabsProps = { images, index, name, onShow: (n) => setSelected((n + count) % count) };
  // Until the tabs' code has loaded and hydrated the server's HTML, they get the props of the first render: a variation
  // chosen meanwhile shows once they are live. The fallback shows only when the browser renders the gallery itself (a
  // client-side navigation) before its code; memoised on those props, it is no update to the boundary that waits.
  const shown = GalleryTabs.useProps(live);
  const fallback = useMemo(
    () => <SingleImage image={shown.images[shown.index]} first={shown.index === 0} name={shown.name} />,
    [shown],
  );
  const tabbed = count >= 2;
  return tabbed ? (
    <Deferred component={GalleryTabs} props={live} fallback={fallback} />
  ) : (
    <SingleImage image={images[0]} first name={name} />
  );
}

/** A product with one image: that image, the whole column at every width. */
function SingleImage(props: Parameters<typeof MainImage>[0]) {
  return (
    <div className={styles.single}>
      <div className={styles.stage}>
        <MainImage {...props} />
      </div>
    </div>
  );
}
