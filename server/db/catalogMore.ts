/**
 * The larger part of the demo catalogue: hand-named products per category, expanded deterministically into
 * ProductDefs (prices, sale items, stock states, variations, galleries) so the shop has 150+ products in
 * 10 categories for paging and filtering demos. The hand-written products in catalogData.ts come first.
 */
import type { CategoryDef, ProductDef, Shape } from './catalogData.ts';

export const moreCategories: CategoryDef[] = [
  {
    slug: 'beauty-care',
    name: 'Beauty & Care',
    description: 'Gentle soaps, oils and brushes for daily rituals.',
    color: '#c58a4a',
    shape: 'pill',
  },
  {
    slug: 'kids-play',
    name: 'Kids & Play',
    description: 'Wooden toys, soft friends and games for all ages.',
    color: '#f2b632',
    shape: 'blocks',
  },
];

/** [name, price in euros, one-line summary] */
type Item = [string, number, string];

interface Group {
  category: string;
  extraCategory?: string;
  shapes: Shape[];
  palette: string[];
  /** Sentence used in the long description. */
  story: string;
  /** Which items become variable products, and on which axes. */
  variable?: Record<string, { pa_color?: string[]; pa_size?: string[] }>;
  items: Item[];
  tags: string[];
}

const groups: Group[] = [
  {
    category: 'clothing',
    shapes: ['arch', 'wave', 'pill'],
    palette: ['#2f6fdb', '#243a73', '#7a8450', '#d64541', '#8a9099'],
    story: 'Cut from organic cotton and recycled fibres in a family-run workshop in Porto.',
    variable: {
      'Merino Base Layer': { pa_color: ['black', 'navy'], pa_size: ['s', 'm', 'l'] },
      'Quilted Vest': { pa_color: ['olive', 'navy'], pa_size: ['m', 'l', 'xl'] },
      'Striped Breton Top': { pa_size: ['xs', 's', 'm', 'l'] },
    },
    items: [
      ['Merino Base Layer', 69, 'Fine merino that regulates warmth.'],
      ['Quilted Vest', 89, 'Light insulation for cool mornings.'],
      ['Striped Breton Top', 42, 'The classic navy stripe, heavy jersey.'],
      ['Corduroy Overshirt', 79, 'Wide-wale corduroy with horn buttons.'],
      ['Organic Joggers', 55, 'Loopback cotton with a relaxed taper.'],
      ['Chore Coat', 129, 'Workwear canvas that softens with wear.'],
      ['Cable Knit Cardigan', 98, 'Chunky cables in undyed wool.'],
      ['Swim Shorts', 39, 'Quick-dry recycled polyester.'],
      ['Pleated Midi Skirt', 64, 'Fluid pleats in a matte crepe.'],
      ['Flannel Pyjama Set', 72, 'Brushed flannel for long weekends.'],
      ['Hemp Shorts', 45, 'Breathable hemp twill for summer.'],
    ],
    tags: ['organic', 'new'],
  },
  {
    category: 'accessories',
    shapes: ['rings', 'pill', 'diamond'],
    palette: ['#e86fa1', '#1f2328', '#c58a4a', '#2f6fdb'],
    story: 'Made in small runs from vegetable-tanned leather, recycled metals and deadstock fabric.',
    variable: {
      'Leather Belt': { pa_color: ['black', 'red'], pa_size: ['s', 'm', 'l'] },
      'Bucket Hat': { pa_color: ['olive', 'yellow', 'navy'] },
    },
    items: [
      ['Leather Belt', 49, 'Vegetable-tanned leather, brass buckle.'],
      ['Bucket Hat', 29, 'Washed cotton twill, packs flat.'],
      ['Card Holder', 25, 'Slim enough for a front pocket.'],
      ['Canvas Backpack', 95, 'Waxed canvas with a padded laptop sleeve.'],
      ['Hair Claw Set', 16, 'Three recycled acetate claws.'],
      ['Key Ring', 12, 'Solid brass with a leather tab.'],
      ['Reading Glasses', 35, 'Acetate frames with spring hinges.'],
      ['Umbrella', 42, 'Windproof frame, wooden handle.'],
      ['Cross-body Pouch', 58, 'Room for phone, keys and a lipstick.'],
      ['Wool Gloves', 32, 'Lambswool with touchscreen tips.'],
      ['Enamel Pin Set', 14, 'Four pins for jackets and bags.'],
    ],
    tags: ['gift-idea'],
  },
  {
    category: 'home-living',
    shapes: ['orb', 'arch', 'wave'],
    palette: ['#f2b632', '#c58a4a', '#2f9e66', '#8a9099', '#e86fa1'],
    story: 'Thrown, woven and finished by hand, so every piece is slightly different.',
    variable: { 'Linen Bedding Set': { pa_color: ['white', 'grey', 'olive'], pa_size: ['m', 'l'] } },
    items: [
      ['Linen Bedding Set', 149, 'Stonewashed linen, duvet cover and two pillowcases.'],
      ['Woven Storage Basket', 39, 'Seagrass basket with leather handles.'],
      ['Stoneware Planter', 34, 'Drainage hole and matching saucer.'],
      ['Oak Wall Shelf', 79, 'Floating shelf with hidden brackets.'],
      ['Jute Rug', 119, 'Hand-braided jute, 120 x 180 cm.'],
      ['Beeswax Taper Candles', 18, 'A pair of slow-burning tapers.'],
      ['Ceramic Diffuser', 44, 'Reed diffuser with a cedar blend.'],
      ['Bath Towel Set', 59, 'Heavy Turkish cotton, set of two.'],
      ['Framed Print', 65, 'Risograph landscape in an oak frame.'],
      ['Door Mat', 29, 'Coir with a rubber backing.'],
      ['Bedside Carafe', 27, 'Mouth-blown glass with a cup lid.'],
      ['Plant Mister', 22, 'Brass mister for tropical plants.'],
    ],
    tags: ['handmade'],
  },
  {
    category: 'kitchen',
    shapes: ['blocks', 'orb', 'rings'],
    palette: ['#d64541', '#1f2328', '#f4f1ea', '#2f9e66'],
    story: 'Chosen by our kitchen team after months of daily cooking.',
    items: [
      ['Enamel Dutch Oven', 139, 'Cast iron with a glossy enamel, 24 cm.'],
      ['Olive Wood Spoons', 24, 'Three spoons from one olive branch.'],
      ['Linen Apron', 38, 'Cross-back straps, deep pocket.'],
      ['Spice Jar Set', 29, 'Six glass jars with cork lids.'],
      ['Carbon Steel Wok', 59, 'Pre-seasoned, flat base for any hob.'],
      ['Stoneware Plates (set of 4)', 64, 'Speckled glaze, dishwasher safe.'],
      ['Cold Brew Bottle', 32, 'Fine mesh filter, 1 litre.'],
      ['Marble Mortar', 45, 'Heavy marble for pastes and spices.'],
      ['Bread Tin', 36, 'Powder-coated steel with a bamboo lid.'],
      ['Measuring Cups', 19, 'Stainless steel, nesting.'],
      ['Whisk', 14, 'Balloon whisk with a beech handle.'],
      ['Teapot', 48, 'Cast iron with a steel infuser.'],
    ],
    tags: ['chef-pick'],
  },
  {
    category: 'stationery',
    shapes: ['card', 'pill', 'blocks'],
    palette: ['#7a8450', '#243a73', '#e86fa1', '#f2b632'],
    story: 'Printed and bound in Berlin on FSC-certified paper.',
    items: [
      ['Sketchbook', 22, 'Heavy 160 g paper for dry media.'],
      ['Brass Pencil', 28, 'Refillable with 2 mm leads.'],
      ['Washi Tape Set', 12, 'Five rolls in muted colours.'],
      ['Letter Writing Set', 26, 'Twenty sheets and envelopes.'],
      ['Desk Calendar', 19, 'Undated, flip stand.'],
      ['Leather Journal Cover', 48, 'Fits A5 notebooks, ages well.'],
      ['Gel Pen Set', 15, 'Six colours, 0.5 mm.'],
      ['Bookmark Trio', 9, 'Brass, leather and linen.'],
      ['Ink Bottle', 16, 'Blue-black fountain pen ink, 50 ml.'],
      ['Memo Pad', 8, 'Tear-off pad, 200 sheets.'],
      ['Photo Album', 39, 'Linen cover, glassine interleaves.'],
    ],
    tags: ['gift-idea'],
  },
  {
    category: 'outdoor',
    shapes: ['leaf', 'wave', 'arch'],
    palette: ['#2f9e66', '#7a8450', '#243a73', '#c58a4a'],
    story: 'Field-tested on long walks in the Alps and wet weekends by the North Sea.',
    variable: { 'Trail Running Cap': { pa_color: ['black', 'blue', 'yellow'] } },
    items: [
      ['Trail Running Cap', 27, 'Light and breathable with a reflective logo.'],
      ['Camping Stove', 69, 'Folds into its own pot.'],
      ['Enamel Camp Mug', 14, 'Tough enamel steel, 350 ml.'],
      ['Headlamp', 39, 'Rechargeable, 300 lumen.'],
      ['Folding Chair', 79, 'Aluminium frame, packs to 35 cm.'],
      ['Dry Bag', 24, 'Roll-top, 20 litres.'],
      ['Hammock', 59, 'Parachute nylon with tree straps.'],
      ['Trekking Poles', 89, 'Carbon, cork grips, adjustable.'],
      ['Water Filter', 35, 'Removes 99.9 % of bacteria.'],
      ['Bird Feeder', 29, 'Cedar wood with a copper roof.'],
      ['Garden Kneeler', 32, 'Foam pad that turns into a seat.'],
    ],
    tags: ['adventure'],
  },
  {
    category: 'digital',
    shapes: ['diamond', 'card', 'wave'],
    palette: ['#243a73', '#2f6fdb', '#7a8450'],
    story: 'Delivered instantly as a download link after payment.',
    items: [
      ['Watercolour Brush Pack', 12, 'Forty brushes for digital painting.'],
      ['Home Workout Plan', 19, 'Twelve weeks, no equipment.'],
      ['Bread Baking Video Course', 49, 'Six lessons from starter to loaf.'],
      ['Budget Planner Spreadsheet', 9, 'Monthly and yearly views.'],
      ['Nature Sounds Album', 8, 'Ten tracks recorded in the forest.'],
      ['Font Family: Harbour Sans', 29, 'Six weights, desktop licence.'],
      ['Knitting Pattern Bundle', 14, 'Five patterns for beginners.'],
      ['Travel Photography Presets', 17, 'Twenty presets for mobile and desktop.'],
    ],
    tags: ['instant'],
  },
  {
    category: 'gift-cards',
    shapes: ['pill'],
    palette: ['#8a9099', '#d64541', '#2f9e66'],
    story: 'Redeemable on everything in the shop and valid for three years.',
    items: [
      ['Gift Card €10', 10, 'A small thank you.'],
      ['Gift Card €100', 100, 'For the big wish list.'],
    ],
    tags: ['gift-idea'],
  },
  {
    category: 'beauty-care',
    extraCategory: 'home-living',
    shapes: ['pill', 'orb', 'leaf'],
    palette: ['#c58a4a', '#e86fa1', '#2f9e66', '#f4f1ea'],
    story: 'Blended in small batches from plant oils, without synthetic fragrance.',
    items: [
      ['Olive Oil Soap', 7, 'Cold-process soap with Cretan olive oil.'],
      ['Face Oil', 32, 'Rosehip and jojoba, 30 ml.'],
      ['Bamboo Toothbrush Set', 11, 'Four brushes with plant-based bristles.'],
      ['Shaving Brush', 38, 'Synthetic bristles, beech handle.'],
      ['Hand Cream', 16, 'Shea butter and calendula, 75 ml.'],
      ['Lip Balm Trio', 12, 'Beeswax, mint and cocoa.'],
      ['Dry Body Brush', 19, 'Sisal bristles with a cotton strap.'],
      ['Bath Salts', 21, 'Dead Sea salt with lavender.'],
      ['Hair Oil', 26, 'Argan and camellia for the ends.'],
      ['Konjac Sponge', 9, 'Gentle daily cleansing.'],
      ['Solid Shampoo Bar', 13, 'Lasts as long as three bottles.'],
      ['Sleep Pillow Spray', 18, 'Lavender and chamomile mist.'],
      ['Wooden Comb', 14, 'Sandalwood, anti-static.'],
      ['Manicure Set', 34, 'Five stainless tools in a linen roll.'],
      ['Deodorant Balm', 15, 'Baking-soda free, in a glass jar.'],
      ['Body Lotion', 22, 'Light lotion with oat milk, 200 ml.'],
      ['Foot Soak', 17, 'Peppermint and magnesium flakes.'],
      ['Clay Face Mask', 24, 'French green clay, 100 g.'],
      ['Sun Cream SPF 30', 21, 'Mineral filter, reef friendly.'],
      ['Travel Toiletry Bag', 29, 'Waxed cotton with a water-resistant lining.'],
    ],
    tags: ['natural'],
  },
  {
    category: 'kids-play',
    shapes: ['blocks', 'orb', 'rings'],
    palette: ['#f2b632', '#d64541', '#2f6fdb', '#2f9e66', '#e86fa1'],
    story: 'Tested for safety in the EU and finished with water-based paints.',
    variable: { 'Knitted Bunny': { pa_color: ['pink', 'grey', 'white'] } },
    items: [
      ['Wooden Building Blocks', 39, 'Fifty beech blocks in a cotton bag.'],
      ['Knitted Bunny', 29, 'Hand-knitted cotton friend.'],
      ['Stacking Rings', 19, 'Seven rainbow rings on a wooden peg.'],
      ['Puzzle Map of Europe', 24, 'Sixty pieces with capital cities.'],
      ['Balance Bike', 119, 'Birch plywood, adjustable saddle.'],
      ['Crayon Set', 12, 'Beeswax crayons, twelve colours.'],
      ['Picture Book: The Tiny Lighthouse', 16, 'A bedtime story for ages 3 to 6.'],
      ['Wooden Train Set', 54, 'Twenty-two pieces with a bridge.'],
      ['Memory Game', 18, 'Forty-eight illustrated cards.'],
      ['Play Kitchen Utensils', 22, 'Pan, spatula and whisk in wood.'],
      ['Kite', 28, 'Single-line kite for light winds.'],
      ['Sand Toys', 15, 'Bucket, spade and moulds from plant plastic.'],
      ['Music Shaker Eggs', 11, 'Four wooden shakers.'],
      ['Marble Run', 49, 'Sixty pieces, endless layouts.'],
      ['Baby Blanket', 44, 'Organic cotton muslin, four layers.'],
      ['Finger Puppets', 17, 'Five woodland animals in felt.'],
      ['Magnetic Drawing Board', 21, 'Draw, erase, repeat.'],
      ['Skipping Rope', 9, 'Cotton rope with wooden handles.'],
      ['Rocking Horse', 149, 'Solid beech with a felt mane.'],
      ['Card Game: Garden Party', 14, 'A quick game for 2 to 6 players.'],
    ],
    tags: ['kids'],
  },
];

/** Small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const description = (name: string, summary: string, story: string): string =>
  `<p>${summary} ${story}</p><p>The ${name.toLowerCase()} ships in recycled packaging with care instructions. We repair what we sell: if anything breaks within two years, we fix or replace it.</p>`;

/** The generated part of the catalogue, in a fixed order. */
export function moreProducts(): ProductDef[] {
  const rand = prng(20250106);
  const out: ProductDef[] = [];
  for (const g of groups) {
    g.items.forEach(([name, price, short], i) => {
      const roll = rand();
      const axes = g.variable?.[name];
      const digital = g.category === 'digital';
      const gift = g.category === 'gift-cards';
      const def: ProductDef = {
        name,
        categories: g.extraCategory && i % 4 === 0 ? [g.category, g.extraCategory] : [g.category],
        price,
        color: g.palette[i % g.palette.length]!,
        accent: i % 3 === 0 ? '#f4f1ea' : g.palette[(i + 2) % g.palette.length]!,
        shape: g.shapes[i % g.shapes.length]!,
        short,
        description: description(name, short, g.story),
      };
      if (i % 3 === 1) def.tags = [g.tags[i % g.tags.length]!];
      // About one in five is on sale (never gift cards), at 15–30 % off, rounded to x.90/x.00.
      if (!gift && roll < 0.2) def.sale = Math.max(1, Math.round(price * (0.7 + rand() * 0.15)) - 0.1);
      if (axes) {
        def.type = 'variable';
        def.variations = {
          axes,
          ...(axes.pa_size ? { sizeSurcharge: { xl: 4 } } : {}),
          stock: 6 + Math.floor(rand() * 20),
          ...(i % 2 === 0
            ? {
                outOfStock: [
                  Object.values(axes)
                    .map((v) => v[v.length - 1])
                    .join('-'),
                ],
              }
            : {}),
        };
      } else if (digital) {
        def.virtual = true;
        def.download = {
          name: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.zip`,
          file: 'demo.zip',
          limit: 5,
          expiryDays: 365,
        };
      } else if (gift) {
        def.virtual = true;
        def.giftCard = true;
      } else {
        const s = rand();
        // Mostly in stock; a few sold out, a few on backorder, some low on stock.
        def.stock =
          s < 0.06
            ? { quantity: 0 }
            : s < 0.1
              ? { quantity: 0, backorders: 'notify' }
              : s < 0.25
                ? { quantity: 1 + Math.floor(rand() * 4), low: 5 }
                : s < 0.7
                  ? { quantity: 10 + Math.floor(rand() * 90) }
                  : {};
        def.weight = (0.1 + Math.round(rand() * 30) / 10).toFixed(1);
      }
      if (i % 5 === 0) def.gallery = 1 + (i % 3);
      if (i % 7 === 3) def.featured = true;
      out.push(def);
    });
  }
  return out;
}
