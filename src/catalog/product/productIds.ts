/**
 * Element ids of a product page's sections whose code loads when they come near the viewport (ProductDetail.tsx):
 * the page finds their server HTML by them. Each occurs once on a page.
 */
export const REVIEW_FORM_TITLE_ID = 'review-form-title';
export const RELATED_PRODUCTS_ID = 'related-products';
