/** docs/product.md#errors: thrown when a page renders without its site configuration. */
export const NO_CONFIG_ERROR = 'No config was loaded, make sure you are using the StaticProps function in all pages';

/** Pages allowed to render without a site configuration (docs/product.md#tenancy). */
export const CONFIG_EXEMPT_PAGES: readonly string[] = ['/_error', '/404'];
