import { useRef, useState, type PointerEvent } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { ProductGallery_product$key } from '../../../__generated__/ProductGallery_product.graphql';
import type { ProductGallery_variation$key } from '../../../__generated__/ProductGallery_variation.graphql';
import { useT } from '../../i18n/I18nProvider';
import { usePreloadImage } from '../../seo/HeadProvider';
import { IconButton } from '../../ui/IconButton';
import { Image } from '../../ui/Image';
import * as styles from './ProductGallery.css';

const productFragment = graphql`
  fragment ProductGallery_product on Product {
    name
    image {
      databaseId
      sourceUrl
      altText
    }
    galleryImages(first: 20) {
      nodes {
        databaseId
        sourceUrl
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
      altText
    }
  }
`;

interface GalleryImage {
  readonly databaseId: number;
  readonly sourceUrl: string | null | undefined;
  readonly altText: string | null | undefined;
}

/** Spec 9: a product shows at most 20 gallery images besides its main image. */
const MAX_GALLERY_IMAGES = 20;

/** A horizontal pointer movement of at least this many CSS pixels is a swipe. */
const SWIPE_DISTANCE = 40;

/** The large image's box: 640 px intrinsic, laid out by these `sizes`. */
const MAIN_WIDTH = 640;
const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, calc(100vw - 32px)';

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
 * that is a tab list (arrow keys move between images). Choosing a variation with its own image shows it.
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
  const t = useT();
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
  const index = Math.min(selected, Math.max(images.length - 1, 0));
  const count = images.length;
  const go = (next: number) => setSelected((next + count) % count);
  const position = (n: number) => t('product.gallery.position', { index: n + 1, count });

  const swipeStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.isPrimary ? event.clientX : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_DISTANCE) go(distance < 0 ? index + 1 : index - 1);
  };

  const mainImage = (image: GalleryImage | undefined, n: number) => (
    <Image
      src={image?.sourceUrl}
      alt={image?.altText || name}
      width={MAIN_WIDTH}
      height={MAIN_WIDTH}
      sizes={MAIN_SIZES}
      priority={n === 0}
      className={styles.image}
      draggable={false}
    />
  );

  if (count < 2) {
    return (
      <div className={styles.single}>
        <div className={styles.stage}>{mainImage(images[0], 0)}</div>
      </div>
    );
  }

  return (
    <Tabs
      className={styles.gallery}
      selectedKey={String(index)}
      onSelectionChange={(key: Key) => setSelected(Number(key))}
    >
      {/* react-aria needs the tabs before their panels; CSS places the list beside or under the image. */}
      <TabList aria-label={t('product.gallery.label', { name })} className={styles.thumbnails}>
        {images.map((image, n) => (
          <Tab key={image.databaseId} id={String(n)} aria-label={position(n)} className={styles.thumbnail}>
            <Image src={image.sourceUrl} alt="" width={72} height={72} className={styles.thumbnailImage} />
          </Tab>
        ))}
      </TabList>
      <div className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {images.map((image, n) => (
          <TabPanel key={image.databaseId} id={String(n)} className={styles.panel}>
            {mainImage(image, n)}
          </TabPanel>
        ))}
        <IconButton
          icon="chevronLeft"
          aria-label={t('product.gallery.previous')}
          variant="secondary"
          round
          className={styles.previous}
          onPress={() => go(index - 1)}
        />
        <IconButton
          icon="chevronRight"
          aria-label={t('product.gallery.next')}
          variant="secondary"
          round
          className={styles.next}
          onPress={() => go(index + 1)}
        />
        <p className={styles.counter} aria-hidden="true">
          {index + 1} / {count}
        </p>
      </div>
    </Tabs>
  );
}
