/** How much of each list home shows (docs/product.md#screens); the full lists are on their own pages. */
export const HOME_HIGHLIGHTED_REWARDS = 3;
export const HOME_LATEST_NEWS = 3;
