// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import enUS from '../../../src/i18n/messages/en_US.json';
import { Button } from '../../../src/ui/Button';
import { Drawer } from '../../../src/ui/Drawer';
import { Image } from '../../../src/ui/Image';
import { LiveRegion } from '../../../src/ui/LiveRegion';
import { Price } from '../../../src/ui/Price';
import { Select, SelectItem } from '../../../src/ui/Select';
import { Slider } from '../../../src/ui/Slider';

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it('renders the widgets to HTML', () => {
    const html = renderToString(
      <I18nProvider initialLocale="en_US" initialMessages={enUS}>
        <Button isPending>Add to cart</Button>
        <Price onSale regularPrice="40" salePrice="30" />
        <Image src="/images/hoodie.jpg" alt="Hoodie" width={300} height={300} sizes="50vw" />
        <Select label="Sort by" defaultSelectedKey="date">
          <SelectItem id="date">Latest</SelectItem>
        </Select>
        <Slider label="Price" defaultValue={[0, 100]} />
        <Drawer title="Cart" isOpen={false}>
          <p>Nothing</p>
        </Drawer>
        <LiveRegion />
      </I18nProvider>,
    );
    expect(html).toContain('Add to cart');
    expect(html).toContain('€30.00');
    expect(html).toContain('/_image?src=%2Fimages%2Fhoodie.jpg&amp;w=1536 1536w');
    expect(html).toContain('Latest');
    expect(html).toContain('role="status"');
  });
});
