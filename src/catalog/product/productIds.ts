/**
 * Element ids of a product page's sections whose code loads apart from the page's (ProductDetail.tsx): when they come
 * near the viewport, or, for the variation picker and the gallery's tabs, with the page where the server's HTML holds
 * them. The page finds their server HTML by them. Each occurs once on a page.
 */
export const REVIEW_FORM_TITLE_ID = 'review-form-title';
export const RELATED_PRODUCTS_ID = 'related-products';
export const VARIATION_PICKER_ID = 'variation-picker';
export const GALLERY_TABS_ID = 'gallery-tabs';
