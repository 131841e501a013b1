/** The storefront contract's admin texts (docs/storefront-texts.md#screens, #toasts), word for word; the form rules' own texts live in admin-product-schema.ts. */
export const ADMIN_LOGIN_FAILED = 'Invalid email or password';
export { ADMIN_LOGGED_OUT as LOGGED_OUT } from '../../common/admin';
export const DASHBOARD_ERROR = 'Oops an error occured';
export const NO_CHANGES = 'No changes detected';

export const NO_PRODUCTS = 'No products available.';
export const NO_CATEGORIES = 'No Categories available.';
export const productsLoadError = (message: string) => `Error loading products: ${message}`;
export const categoriesLoadError = (message: string) => `Error loading categories: ${message}`;
/** Under the category select of the product forms. */
export const CATEGORY_SELECT_ERROR = 'Error loading categories';

export const PRODUCT_CREATED = 'Product created successfully';
export const PRODUCT_CREATE_FAILED = 'Failed to create product';
export const PRODUCT_UPDATED = 'Product updated successfully';
export const PRODUCT_UPDATE_FAILED = 'Failed to update product';
export const PRODUCT_DELETED = 'Product deleted successfully';
export const PRODUCT_DELETE_FAILED = 'Failed to delete product';

export const CATEGORY_CREATED = 'Category created successfully';
export const CATEGORY_CREATE_FAILED = 'Failed to create category';
export const CATEGORY_UPDATED = 'Category updated successfully';
export const CATEGORY_UPDATE_FAILED = 'Failed to update category';
export const CATEGORY_DELETED = 'Category deleted successfully';
export const CATEGORY_DELETE_FAILED = 'Failed to delete category';

export const CONFIRM_DELETE_PRODUCT = 'Are you sure you want to delete this product?';
export const CONFIRM_DELETE_IMAGE = 'Are you sure you want to delete this image?';
export const CONFIRM_DELETE_COLOR = 'Are you sure you want to delete this color?';
export const CONFIRM_DELETE_CATEGORY = 'Are you sure you want to delete this category?';

/** A list loader's failure text: an expected error's own message, never an unexpected one's. */
export const LOAD_FAILED_FALLBACK = 'Something went wrong';

/** /admin/settings (docs/decisions/0018). */
export const SETTINGS_SAVED = 'Settings saved';
export const SETTINGS_SAVE_FAILED = 'Failed to save settings';
/** A product's reviews on its admin page (docs/decisions/0055). */
export const CONFIRM_HIDE_REVIEW = 'Hide this review? Shoppers will no longer see it, and its rating leaves the product’s average.';
export const REVIEW_HIDDEN = 'Review hidden';
export const REVIEW_HIDE_FAILED = 'Failed to hide the review. Please try again.';
