/**
 * Element ids of a product page's sections whose code loads apart from the page's (ProductDetail.tsx): when they come
 * near the viewport, or when the shopper reaches for them (the options; the gallery's tabs, also when the options go
 * live). The page finds their server HTML by them. Each occurs once on a page.
 */
export const GALLERY_ID = 'product-gallery';
export const REVIEW_FORM_TITLE_ID = 'review-form-title';
export const RELATED_PRODUCTS_ID = 'related-products';
export const VARIATION_PICKER_ID = 'variation-picker';
