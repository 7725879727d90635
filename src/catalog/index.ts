// The catalog's public entry: what other features may import (eslint.config.js, boundaries/dependencies).
// A query that spreads `ProductCard_product` through this entry needs a
// `# eslint-disable-next-line relay/must-colocate-fragment-spreads` comment: that rule only recognises a spread
// whose fragment is named after the imported module, and this module is `catalog`.
export { ProductCard } from './ProductCard';
