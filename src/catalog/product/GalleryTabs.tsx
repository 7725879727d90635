import { useRef, type PointerEvent } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useT } from '../../i18n/I18nProvider';
import { IconButton } from '../../ui/IconButton';
import { Image } from '../../ui/Image';
import { MainImage, type GalleryImage } from './GalleryImage';
import * as styles from './ProductGallery.css';
import { GALLERY_ID } from './productIds';

/** A horizontal pointer movement of at least this many CSS pixels is a swipe. */
const SWIPE_DISTANCE = 40;

export interface GalleryTabsProps {
  images: readonly GalleryImage[];
  /** The shown image. */
  index: number;
  /** The product's name, for the list's label and images without alt text. */
  name: string;
  /** Shows image `index` (wrapping around at both ends). */
  onShow: (index: number) => void;
}

/**
 * The images of a product with more than one: one large image with previous/next buttons and swipe, and a row of
 * thumbnails that is a tab list (arrow keys move between images). Its code loads when the shopper reaches for it or
 * for the product's options (./ProductGallery.tsx); until then the server's HTML shows the first image and the
 * thumbnails.
 */
export function GalleryTabs({ images, index, name, onShow }: GalleryTabsProps) {
  const t = useT();
  const count = images.length;
  const position = (n: number) => t('product.gallery.position', { index: n + 1, count });

  const swipeStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.isPrimary ? event.clientX : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_DISTANCE) onShow(distance < 0 ? index + 1 : index - 1);
  };

  return (
    <Tabs
      id={GALLERY_ID}
      className={styles.gallery}
      selectedKey={String(index)}
      onSelectionChange={(key: Key) => onShow(Number(key))}
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
            <MainImage image={image} first={n === 0} name={name} />
          </TabPanel>
        ))}
        <IconButton
          icon="chevronLeft"
          aria-label={t('product.gallery.previous')}
          variant="secondary"
          round
          className={styles.previous}
          onPress={() => onShow(index - 1)}
        />
        <IconButton
          icon="chevronRight"
          aria-label={t('product.gallery.next')}
          variant="secondary"
          round
          className={styles.next}
          onPress={() => onShow(index + 1)}
        />
        <p className={styles.counter} aria-hidden="true">
          {index + 1} / {count}
        </p>
      </div>
    </Tabs>
  );
}
