/** The store's display settings (spec section 1) with the spec's defaults. */
export const settings = {
  autoOpenCart: false,
  showReviews: true,
  showFilters: true,
  showOrderByDropdown: true,
  showSKU: true,
  showRelatedProducts: true,
  showProductCategoriesOnSingleProduct: true,
  showBreadcrumbOnSingleProduct: true,
  showMoveToWishlist: true,
  hideBillingAddressForVirtualProducts: false,
  initStoreOnUserActionToReduceServerLoad: true,
  saleBadge: 'percent',
  socialLoginsDisplay: 'buttons',
  /** Where the auth and refresh tokens are kept in the browser (spec 9: cookie or local storage as configured). */
  tokenStorage: 'localStorage' as 'localStorage' | 'cookie',
  productsPerPage: 24,
  /**
   * The language the store writes its own text in (attribute names and values, shipping and payment method names,
   * server error reasons), as a BCP 47 tag; pages in another language mark that text with it.
   */
  storeLanguage: 'en',
  /** Front-end version shown in the mobile menu footer. */
  version: '4.6.0',
} as const;
