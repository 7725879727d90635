/**
 * Element ids of a product page's sections whose code loads apart from the page's (ProductDetail.tsx): when they come
 * near the viewport, or, for the variation picker, with the page where the server's HTML holds it. The page finds
 * their server HTML by them. Each occurs once on a page.
 */
export const REVIEW_FORM_TITLE_ID = 'review-form-title';
export const RELATED_PRODUCTS_ID = 'related-products';
export const VARIATION_PICKER_ID = 'variation-picker';
